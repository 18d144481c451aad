; Initializers that name globals defined further down, and a device function defined
; further down: ptxas reads the module top to bottom, so each named variable is printed
; before the one whose initializer names it (depth first, module order otherwise), and a
; function an initializer names is declared before the variables -- and kept, even an
; internal one that no code calls directly.
; RUN: -mcpu=sm_80 | ORDER
; EXEC: -mcpu=sm_80 | k 1 1 buf:i32:4:zero
; EXEC: -mcpu=sm_80 -O0 | k 1 1 buf:i32:4:zero

; ORDER: .func  (.param .b32 func_retval0) triple(
; ORDER: .func  (.param .b32 func_retval0) twice(
; ORDER: .global .align 4 .u32 seven = 7;
; ORDER: .global .align 8 .u64 to_seven = seven;
; ORDER: .global .align 4 .b8 pair[8]
; ORDER: .global .align 8 .u64 into_pair[2] = {pair, pair+4};
; ORDER: .global .align 8 .u64 fn = triple;
; ORDER: .global .align 8 .u64 fn2 = twice;
@to_seven = addrspace(1) global ptr addrspace(1) @seven
@into_pair = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) @pair, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @pair, i64 4)]
@seven = addrspace(1) global i32 7
@pair = addrspace(1) global [2 x i32] [i32 11, i32 13]
@fn = addrspace(1) global ptr @triple
@fn2 = addrspace(1) global ptr @twice

define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = load ptr addrspace(1), ptr addrspace(1) @to_seven
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %out
  %q0 = load ptr addrspace(1), ptr addrspace(1) @into_pair
  %q1p = getelementptr ptr addrspace(1), ptr addrspace(1) @into_pair, i64 1
  %q1 = load ptr addrspace(1), ptr addrspace(1) %q1p
  %a = load i32, ptr addrspace(1) %q0
  %b = load i32, ptr addrspace(1) %q1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %a, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %out, i64 2
  store i32 %b, ptr addrspace(1) %o2
  %f = load ptr, ptr addrspace(1) @fn
  %r = call i32 %f(i32 %b)
  %o3 = getelementptr i32, ptr addrspace(1) %out, i64 3
  store i32 %r, ptr addrspace(1) %o3
  %g = load ptr, ptr addrspace(1) @fn2
  %r2 = call i32 %g(i32 %r)
  store i32 %r2, ptr addrspace(1) %out
  ret void
}

define i32 @triple(i32 %x) noinline {
  %y = mul i32 %x, 3
  ret i32 %y
}

define internal i32 @twice(i32 %x) noinline {
  %y = shl i32 %x, 1
  ret i32 %y
}
