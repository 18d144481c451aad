; param_opt (mir/param_opt.c, cicc's param-opt, issue 9): a byval struct parameter is read
; field by field where the IR reads it, so the two arms of an if each load the same field
; with ld.param and neither load dominates the other (MachineCSE keeps both). param_opt
; loads it once in their common dominator. Kept: loads of one location in another form
; (s16 and u32 of the same bytes), and loads whose common dominator is inside a loop none
; of them is in (@exits: the two loop exits read the field; hoisting into the loop would
; run the load every iteration). --disable-param_opt: both loads stay. @k calls each
; function (noinline) with a struct built from the thread index; EXEC compares the ir and
; ptx engines at -O2 (if-converted) and with early if-conversion off (branches).
; RUN: -mcpu=sm_86 -O2 --verify-each | CHECK
; RUN: -mcpu=sm_86 -O2 --disable-early_ifcvt | BR
; RUN: -mcpu=sm_86 -O2 --disable-param_opt | OFF
; EXEC: -mcpu=sm_86 -O2 | k 2 64 buf:i32:512:zero i32:9
; EXEC: -mcpu=sm_86 -O2 --disable-early_ifcvt | k 2 64 buf:i32:512:zero i32:9
; EXEC: -mcpu=sm_86 -O2 --disable-param_opt | k 2 64 buf:i32:512:zero i32:3

; the same field in both arms: one load, before the branch
; CHECK-LABEL: ld.param.u64 {{.*}}[arms_param_1];
; CHECK: ld.param.u32 {{.*}}[arms_param_0+8];
; CHECK-NOT: @{{.*}}ld.param
; CHECK-NOT: [arms_param_0+8]
; CHECK: ret;
; BR-LABEL: ld.param.u64 {{.*}}[arms_param_1];
; BR: ld.param.u32 {{.*}}[arms_param_0+8];
; BR: bra
; BR-NOT: [arms_param_0+8]
; BR: ret;
; OFF-LABEL: ld.param.u64 {{.*}}[arms_param_1];
; OFF: ld.param.u32 {{.*}}[arms_param_0+8];
; OFF: ld.param.u32 {{.*}}[arms_param_0+8];

; another form of the same bytes: both stay
; CHECK-LABEL: ld.param.u64 {{.*}}[sizes_param_1];
; CHECK-DAG: ld.param.u32 {{.*}}[sizes_param_0+4];
; CHECK-DAG: ld.param.s16 {{.*}}[sizes_param_0+4];
; CHECK: ret;

; the common dominator is in the loop, the loads are not: both stay
; CHECK-LABEL: ld.param.u64 {{.*}}[exits_param_1];
; CHECK: ld.param.u32 {{.*}}[exits_param_0+12];
; CHECK: ld.param.u32 {{.*}}[exits_param_0+12];
; CHECK: ret;

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32, i32, i32 }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define internal void @arms(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %out, i32 %t) #0 {
entry:
  %c = icmp sgt i32 %t, 5
  %p2 = getelementptr %struct.S, ptr %s, i32 0, i32 2
  br i1 %c, label %x, label %y
x:
  %a = load i32, ptr %p2, align 4
  %v1 = add i32 %a, %t
  store i32 %v1, ptr addrspace(1) %out, align 4
  br label %z
y:
  %a2 = load i32, ptr %p2, align 4
  %v2 = mul i32 %a2, %t
  store i32 %v2, ptr addrspace(1) %out, align 4
  br label %z
z:
  ret void
}

define internal void @sizes(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %out, i32 %t) #0 {
entry:
  %c = icmp sgt i32 %t, 7
  %p1 = getelementptr %struct.S, ptr %s, i32 0, i32 1
  br i1 %c, label %x, label %y
x:
  %a = load i32, ptr %p1, align 4
  %v1 = xor i32 %a, %t
  store i32 %v1, ptr addrspace(1) %out, align 4
  br label %z
y:
  %h = load i16, ptr %p1, align 4
  %w = sext i16 %h to i32
  %v2 = sub i32 %w, %t
  store i32 %v2, ptr addrspace(1) %out, align 4
  br label %z
z:
  ret void
}

define internal void @exits(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %out, i32 %t) #0 {
entry:
  %p3 = getelementptr %struct.S, ptr %s, i32 0, i32 3
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %acc = phi i32 [ %t, %entry ], [ %acc1, %next ]
  %acc1 = mul i32 %acc, 1103515245
  %odd = and i32 %acc1, 65536
  %e1 = icmp ne i32 %odd, 0
  br i1 %e1, label %out1, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 6
  br i1 %more, label %loop, label %out2
out1:
  %a = load i32, ptr %p3, align 4
  %v1 = add i32 %a, %i
  store i32 %v1, ptr addrspace(1) %out, align 4
  ret void
out2:
  %a2 = load i32, ptr %p3, align 4
  %v2 = sub i32 %a2, %acc1
  store i32 %v2, ptr addrspace(1) %out, align 4
  ret void
}

define void @k(ptr addrspace(1) %out, i32 %seed) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bx = mul i32 %bid, 64
  %t = add i32 %tid, %bx
  %s = alloca %struct.S, align 4
  %f0 = getelementptr %struct.S, ptr %s, i32 0, i32 0
  %f1 = getelementptr %struct.S, ptr %s, i32 0, i32 1
  %f2 = getelementptr %struct.S, ptr %s, i32 0, i32 2
  %f3 = getelementptr %struct.S, ptr %s, i32 0, i32 3
  %x0 = mul i32 %t, %seed
  %x1 = sub i32 70000, %x0
  %x2 = xor i32 %x0, 12345
  %x3 = add i32 %x0, -99
  store i32 %x0, ptr %f0, align 4
  store i32 %x1, ptr %f1, align 4
  store i32 %x2, ptr %f2, align 4
  store i32 %x3, ptr %f3, align 4
  %tm = and i32 %t, 15
  %o = mul i32 %t, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  call void @arms(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %o0, i32 %tm)
  call void @sizes(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %o1, i32 %tm)
  call void @exits(ptr byval(%struct.S) align 4 %s, ptr addrspace(1) %o2, i32 %t)
  ret void
}

attributes #0 = { noinline }

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
