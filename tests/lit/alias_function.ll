; Global aliases: an exported alias of a device function becomes PTX's .alias (declared
; with the aliasee's prototype); uses of any alias, before or after it, name the aliasee;
; an internal alias of a variable needs nothing in PTX. Both engines run the kernel.
; RUN: -mcpu=sm_80 | CHECK
; EXEC: -mcpu=sm_80 | k 1 4 buf:i32:8:zero
target triple = "nvptx64-nvidia-cuda"

@twice = alias i32 (i32), ptr @double
@gb = internal alias i32, ptr addrspace(1) @ga

; CHECK: .visible .func  (.param .b32 func_retval0) double(
define i32 @double(i32 %x) {
  %y = shl i32 %x, 1
  ret i32 %y
}

@ga = addrspace(1) global i32 5

; CHECK-LABEL: .entry k(
; CHECK: call.uni (retval0), double,
define void @k(ptr addrspace(1) %o) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %d = call i32 @twice(i32 %t)
  %v = load i32, ptr addrspace(1) @gb
  %s = add i32 %d, %v
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  store i32 %s, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; CHECK: .visible .func  (.param .b32 func_retval0) twice(
; CHECK-NEXT: .param .b32 twice_param_0
; CHECK-NEXT: );
; CHECK-NEXT: .alias twice, double;

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
