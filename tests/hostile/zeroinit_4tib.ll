; HOSTILE: a zero-initialised global of 4 TiB made nvcg allocate its byte image, print
; "out of memory allocating 4398046511104 bytes" and exit(70) inside the library. Zero
; initialisers are PTX's default and are never materialised.
; EXPECT: ok
@g = addrspace(1) global [1099511627776 x i32] zeroinitializer, align 4
@z = addrspace(1) global { i32, [1099511627776 x i32] } zeroinitializer, align 4

define void @k(i32 addrspace(1)* %p) {
  %a = getelementptr [1099511627776 x i32], [1099511627776 x i32] addrspace(1)* @g, i64 0, i64 5
  %v = load i32, i32 addrspace(1)* %a
  store i32 %v, i32 addrspace(1)* %p
  ret void
}
