; st.bulk (sm_100, PTX ISA 8.6): zeroes SIZE bytes; generic and .shared::cta forms.
; The kernel fills out with 7s, zeroes bytes [32, 96) with st.bulk (generic), and copies a
; shared array zeroed by st.bulk.shared::cta after filling it with 5s into out[32..63].
; RUN: -mcpu=sm_100 | CHECK
; ERROR: -mcpu=sm_90 | 'st.bulk.weak.shared::cta' needs sm_100 or later, but the target is sm_90
; EXEC: -mcpu=sm_100 | k 1 32 buf:i32:64:zero
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [32 x i32] undef, align 8

declare void @llvm.nvvm.st.bulk(ptr, i64, i64)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3), i64, i64)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

; CHECK-LABEL: .entry k(
; CHECK: st.bulk.weak [%rd{{[0-9]+}}], %rd{{[0-9]+}}, 0;
; CHECK: st.bulk.weak.shared::cta [%rd{{[0-9]+}}], %rd{{[0-9]+}}, 0;
define void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 7, ptr addrspace(1) %p
  %s = getelementptr i32, ptr addrspace(3) @sh, i32 %t
  store i32 5, ptr addrspace(3) %s
  call void @llvm.nvvm.barrier0()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %zero, label %join
zero:
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %g8 = getelementptr i8, ptr %g, i64 32
  call void @llvm.nvvm.st.bulk(ptr %g8, i64 64, i64 0)
  call void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) @sh, i64 64, i64 0)
  br label %join
join:
  call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) %s
  %t32 = add i32 %t, 32
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %t32
  store i32 %v, ptr addrspace(1) %q
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
