; Functions the PTX does not need are left out at -O1 and above (driver/pipeline.c,
; nv_find_unneeded_functions; LLVM's GlobalDCE as far as the PTX goes): the switch case
; that called the linkonce_odr @helper cannot happen (known bits drop it), so @helper, the
; recursive internal @rec it called and the vprintf only @rec used all go. @used stays
; (called), and @viatable stays: a global's initializer names it. At -O0 every function is
; printed (O0). ptxas accepts both; EXEC runs the ir engine against the ptx engine.
; RUN: -mcpu=sm_75 -O2 | CHECK
; RUN: -mcpu=sm_75 -O0 | O0
; EXEC: -mcpu=sm_75 -O2 | k 1 32 buf:i32:1:zero i32:5
; CHECK-NOT: vprintf
; CHECK-NOT: rec(
; CHECK-NOT: helper(
; CHECK: .func (.param .b32 func_retval0) viatable(
; CHECK: .func (.param .b32 func_retval0) used(
; CHECK: .global .align 8 .u64 tab = viatable;
; CHECK-NOT: rec(
; CHECK-NOT: helper(
; CHECK: .entry k(
; O0: .extern .func (.param .b32 func_retval0) vprintf(
; O0: .func (.param .b32 func_retval0) rec(
; O0: .weak .func (.param .b32 func_retval0) helper(
target triple = "nvptx64-nvidia-cuda"
declare i32 @vprintf(ptr, ptr)
@fmt = internal addrspace(1) constant [3 x i8] c"hi\00"
@tab = internal addrspace(1) global ptr @viatable
define internal i32 @rec(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  %p = addrspacecast ptr addrspace(1) @fmt to ptr
  %v = call i32 @vprintf(ptr %p, ptr null)
  ret i32 1
r:
  %m = sub i32 %n, 1
  %x = call i32 @rec(i32 %m)
  ret i32 %x
}
define internal i32 @viatable(i32 %n) {
  ret i32 %n
}
define linkonce_odr i32 @helper(i32 %n) {
  %x = call i32 @rec(i32 %n)
  ret i32 %x
}
define internal i32 @used(i32 %n) noinline {
  %x = mul i32 %n, 3
  ret i32 %x
}
define void @k(ptr addrspace(1) %o, i32 %s) {
  %a = and i32 %s, 7
  switch i32 %a, label %d [ i32 9, label %dead ]
dead:
  %h = call i32 @helper(i32 %s)
  store i32 %h, ptr addrspace(1) %o
  ret void
d:
  %u = call i32 @used(i32 %s)
  store i32 %u, ptr addrspace(1) %o
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
