; At -O0 nvcg inlines only alwaysinline calls; an alwaysinline definition of discardable
; linkage (internal, private, linkonce_odr) left without uses is not emitted -- LLVM's
; AlwaysInliner deletes exactly these -- while an unused internal function that is not
; alwaysinline stays at -O0 (no global DCE there, as under llc -O0) and goes at -O2, and an
; externally visible alwaysinline function stays at every level.
; RUN: -O0 -mcpu=sm_75 | CHECKO0
; RUN: -mcpu=sm_75 | CHECK
; CHECKO0-NOT: .func {{.*}}twice
; CHECKO0-NOT: .func {{.*}}odr_twice
; CHECKO0-DAG: .func (.param .b32 func_retval0) unused_plain(
; CHECKO0-DAG: .visible .func (.param .b32 func_retval0) ext_twice(
; CHECKO0-DAG: .func (.param .b32 func_retval0) helper(
; CHECK-NOT: unused_plain
; CHECK-NOT: .func {{.*}}twice(
; CHECK: .visible .func (.param .b32 func_retval0) ext_twice(
; EXEC: -O0 -mcpu=sm_75 | k 1 4 buf:i32:4:iota
; EXEC: -mcpu=sm_75 | k 1 4 buf:i32:4:iota
target triple = "nvptx64-nvidia-cuda"

define internal i32 @helper(i32 %x) noinline {
  %r = mul i32 %x, 3
  ret i32 %r
}

define internal i32 @twice(i32 %x) alwaysinline {
  %h = call i32 @helper(i32 %x)
  %r = add i32 %h, %x
  ret i32 %r
}

define linkonce_odr i32 @odr_twice(i32 %x) alwaysinline {
  %r = shl i32 %x, 1
  ret i32 %r
}

define i32 @ext_twice(i32 %x) alwaysinline {
  %r = add i32 %x, 7
  ret i32 %r
}

define internal i32 @unused_plain(i32 %x) {
  %r = sub i32 %x, 1
  ret i32 %r
}

define ptx_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %q
  %a = call i32 @twice(i32 %v)
  %b = call i32 @odr_twice(i32 %a)
  %c = call i32 @ext_twice(i32 %b)
  store i32 %c, ptr addrspace(1) %q
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
