; tail merging in branch_fold (mir/branch_fold.c): two arms that end with the same three
; stores of the same registers keep one copy, in a block both reach; with fewer identical
; instructions than tail-merge-size, or with enable-tail-merge=false or
; disable-branch-fold, each arm keeps its own. A barrier is never merged. (Early
; if-conversion would predicate these arms, and block placement would copy the return into
; both: both are off here so that the arms reach one block.)
; RUN: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false | CHECK
; RUN: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --verify-each | CHECK
; RUN: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --knob enable-tail-merge=false | OFF
; RUN: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --knob tail-merge-size=4 | OFF
; RUN: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --knob disable-branch-fold=true | OFF
; EXEC: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false | tails 1 32 buf:i32:128:zero i32:7 i32:-3 i32:5
; EXEC: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --knob enable-tail-merge=false | tails 1 32 buf:i32:128:zero i32:7 i32:-3 i32:5
; EXEC: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false --knob disable-branch-fold=true | tails 1 32 buf:i32:128:zero i32:7 i32:-3 i32:5
; EXEC: -mcpu=sm_80 -O1 --disable-early_ifcvt --knob tail-dup-placement=false | bars 1 32 buf:i32:64:zero i32:7
target triple = "nvptx64-nvidia-cuda"

define void @tails(ptr addrspace(1) %out, i32 %a, i32 %b, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %p, i32 32
  %r = getelementptr i32, ptr addrspace(1) %p, i32 64
  %s = getelementptr i32, ptr addrspace(1) %p, i32 96
  %lane = and i32 %tid, 1
  %odd = icmp ne i32 %lane, 0
  br i1 %odd, label %left, label %right
left:
  store i32 %a, ptr addrspace(1) %s
  store i32 %a, ptr addrspace(1) %p
  store i32 %b, ptr addrspace(1) %q
  store i32 %c, ptr addrspace(1) %r
  br label %join
right:
  store i32 %b, ptr addrspace(1) %s
  store i32 %a, ptr addrspace(1) %p
  store i32 %b, ptr addrspace(1) %q
  store i32 %c, ptr addrspace(1) %r
  br label %join
join:
  ret void
}

define void @bars(ptr addrspace(1) %out, i32 %a) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %p, i32 32
  %c = icmp sgt i32 %a, 3
  br i1 %c, label %left, label %right
left:
  store i32 %a, ptr addrspace(1) %q
  call void @llvm.nvvm.barrier0()
  store i32 %a, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  br label %join
right:
  store i32 %tid, ptr addrspace(1) %q
  call void @llvm.nvvm.barrier0()
  store i32 %a, ptr addrspace(1) %p
  call void @llvm.nvvm.barrier0()
  br label %join
join:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @tails, !"kernel", i32 1}
!1 = !{ptr @bars, !"kernel", i32 1}

; CHECK-LABEL: .entry tails(
; CHECK-NOT: {{\+128\]|\+256\]}}
; CHECK: st.global.u32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
; CHECK-NEXT: st.global.u32 [%rd{{[0-9]+}}+128], %r{{[0-9]+}};
; CHECK-NEXT: st.global.u32 [%rd{{[0-9]+}}+256], %r{{[0-9]+}};
; CHECK-NOT: {{\+128\]|\+256\]}}
; CHECK: ret;
; CHECK-LABEL: .entry bars(
; CHECK-COUNT-4: bar.sync 0;

; OFF-LABEL: .entry tails(
; OFF-COUNT-8: st.global.u32
; OFF: ret;
