; Aggregates and calls: struct layout in memory (field offsets, padding left alone),
; insertvalue/extractvalue, phis of structs, device functions returning structs and other
; types, byval arguments (the callee works on a copy), recursion, indirect calls through
; function pointers, and a dynamic alloca in a called function (freed on return).
target triple = "nvptx64-nvidia-cuda"

%S = type { i8, i32, i16, double }
%P = type { i32, [2 x { i16, i8 }] }

; { i8 7, i32 -2, i16 300, double 1.5 } at offsets 0, 4, 8, 16; padding bytes keep 0xaa.
; TEST layout --grid 1 --block 1 buf:i8:24:const:0xaa
; OUT 7 0x07
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -2 0xfe
; OUT -1 0xff
; OUT -1 0xff
; OUT -1 0xff
; OUT 44 0x2c
; OUT 1 0x01
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -86 0xaa
; OUT -86 0xaa
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT 0 0x00
; OUT -8 0xf8
; OUT 63 0x3f
define void @layout(i8 addrspace(1)* %out) {
  %a = insertvalue %S undef, i8 7, 0
  %b = insertvalue %S %a, i32 -2, 1
  %c = insertvalue %S %b, i16 300, 2
  %d = insertvalue %S %c, double 1.5, 3
  %p = bitcast i8 addrspace(1)* %out to %S addrspace(1)*
  %f0 = getelementptr %S, %S addrspace(1)* %p, i64 0, i32 0
  %v0 = extractvalue %S %d, 0
  store i8 %v0, i8 addrspace(1)* %f0
  %f1 = getelementptr %S, %S addrspace(1)* %p, i64 0, i32 1
  %v1 = extractvalue %S %d, 1
  store i32 %v1, i32 addrspace(1)* %f1
  %f2 = getelementptr %S, %S addrspace(1)* %p, i64 0, i32 2
  %v2 = extractvalue %S %d, 2
  store i16 %v2, i16 addrspace(1)* %f2
  %f3 = getelementptr %S, %S addrspace(1)* %p, i64 0, i32 3
  %v3 = extractvalue %S %d, 3
  store double %v3, double addrspace(1)* %f3
  ret void
}

; Whole-struct load and store (llc splits them into fields; so does the data layout).
; TEST aggmem --grid 1 --block 1 buf:i32:8:iota
; OUT 0 0x00000000
; OUT 1 0x00000001
; OUT 2 0x00000002
; OUT 2 0x00000002
; OUT 6 0x00000006
; OUT 983042 0x000f0002
; OUT 6 0x00000006
; OUT 7 0x00000007
define void @aggmem(i32 addrspace(1)* %buf) {
  %p = bitcast i32 addrspace(1)* %buf to %P addrspace(1)*
  %v = load %P, %P addrspace(1)* %p, align 4
  %e = extractvalue %P %v, 1, 1, 0
  %f = extractvalue %P %v, 0
  %e32 = zext i16 %e to i32
  %g = add i32 %e32, %f
  %v2 = insertvalue %P %v, i16 6, 1, 0, 0
  %v3 = insertvalue %P %v2, i8 15, 1, 1, 1
  %v4 = insertvalue %P %v3, i32 %g, 0
  %q = getelementptr %P, %P addrspace(1)* %p, i64 1
  store %P %v4, %P addrspace(1)* %q, align 4
  ret void
}

; A struct carried around a loop by a phi.
; TEST phistruct --grid 1 --block 1 buf:i32:2:zero i32:10
; OUT 55 0x00000037
; OUT 1024 0x00000400
define void @phistruct(i32 addrspace(1)* %out, i32 %n) {
entry:
  %init = insertvalue { i32, i32 } { i32 0, i32 undef }, i32 1, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi { i32, i32 } [ %init, %entry ], [ %acc2, %loop ]
  %i1 = add i32 %i, 1
  %s = extractvalue { i32, i32 } %acc, 0
  %m = extractvalue { i32, i32 } %acc, 1
  %s1 = add i32 %s, %i1
  %m1 = shl i32 %m, 1
  %acc1 = insertvalue { i32, i32 } %acc, i32 %s1, 0
  %acc2 = insertvalue { i32, i32 } %acc1, i32 %m1, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %r0 = extractvalue { i32, i32 } %acc2, 0
  %r1 = extractvalue { i32, i32 } %acc2, 1
  store i32 %r0, i32 addrspace(1)* %out
  %o1 = getelementptr i32, i32 addrspace(1)* %out, i64 1
  store i32 %r1, i32 addrspace(1)* %o1
  ret void
}

; Device functions: struct return, byval (the callee modifies its copy only), recursion,
; i1/i8/half/vector returns, many mixed arguments.
%V = type { float, float, float }

define internal %V @scale(%V* byval(%V) align 4 %v, float %k) #0 {
  %px = getelementptr %V, %V* %v, i64 0, i32 0
  %x = load float, float* %px
  %x2 = fmul float %x, %k
  store float %x2, float* %px
  %py = getelementptr %V, %V* %v, i64 0, i32 1
  %y = load float, float* %py
  %y2 = fmul float %y, %k
  %pz = getelementptr %V, %V* %v, i64 0, i32 2
  %z = load float, float* %pz
  %r0 = insertvalue %V undef, float %x2, 0
  %r1 = insertvalue %V %r0, float %y2, 1
  %r2 = insertvalue %V %r1, float %z, 2
  ret %V %r2
}

define internal i32 @fib(i32 %n) #0 {
  %c = icmp slt i32 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i32 %n
rec:
  %a = sub i32 %n, 1
  %b = sub i32 %n, 2
  %fa = call i32 @fib(i32 %a)
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s
}

define internal i1 @odd(i8 %x) #0 {
  %b = trunc i8 %x to i1
  ret i1 %b
}

define internal half @hmix(i8 %a, half %h, i1 %f, <2 x float> %v, i64 %big, double %d) #0 {
  %v0 = extractelement <2 x float> %v, i32 0
  %v1 = extractelement <2 x float> %v, i32 1
  %s = fadd float %v0, %v1
  %ai = sitofp i8 %a to float
  %s1 = fadd float %s, %ai
  %hf = fpext half %h to float
  %s2 = fadd float %s1, %hf
  %bf = sitofp i64 %big to float
  %s3 = fadd float %s2, %bf
  %df = fptrunc double %d to float
  %s4 = fadd float %s3, %df
  %s5 = select i1 %f, float %s4, float 0.0
  %r = fptrunc float %s5 to half
  ret half %r
}

define internal <2 x i32> @swap(<2 x i32> %v) #0 {
  %r = shufflevector <2 x i32> %v, <2 x i32> undef, <2 x i32> <i32 1, i32 0>
  ret <2 x i32> %r
}

; TEST calls --grid 1 --block 1 buf:f32:6:zero buf:i32:6:zero
; OUT 2 0x40000000
; OUT 4 0x40800000
; OUT 3 0x40400000
; OUT 1 0x3f800000
; OUT 2 0x40000000
; OUT 3 0x40400000
; OUT 610 0x00000262
; OUT 1 0x00000001
; OUT 0 0x00000000
; OUT 9 0x00000009
; OUT 8 0x00000008
; OUT 19760 0x00004d30
define void @calls(float addrspace(1)* %fo, i32 addrspace(1)* %io) {
  %v = alloca %V, align 4
  %px = getelementptr %V, %V* %v, i64 0, i32 0
  store float 1.0, float* %px
  %py = getelementptr %V, %V* %v, i64 0, i32 1
  store float 2.0, float* %py
  %pz = getelementptr %V, %V* %v, i64 0, i32 2
  store float 3.0, float* %pz
  %r = call %V @scale(%V* byval(%V) align 4 %v, float 2.0)
  %r0 = extractvalue %V %r, 0
  %r1 = extractvalue %V %r, 1
  %r2 = extractvalue %V %r, 2
  store float %r0, float addrspace(1)* %fo
  %q1 = getelementptr float, float addrspace(1)* %fo, i64 1
  store float %r1, float addrspace(1)* %q1
  %q2 = getelementptr float, float addrspace(1)* %fo, i64 2
  store float %r2, float addrspace(1)* %q2
  %x = load float, float* %px
  %y = load float, float* %py
  %z = load float, float* %pz
  %q3 = getelementptr float, float addrspace(1)* %fo, i64 3
  store float %x, float addrspace(1)* %q3
  %q4 = getelementptr float, float addrspace(1)* %fo, i64 4
  store float %y, float addrspace(1)* %q4
  %q5 = getelementptr float, float addrspace(1)* %fo, i64 5
  store float %z, float addrspace(1)* %q5
  %f = call i32 @fib(i32 15)
  store i32 %f, i32 addrspace(1)* %io
  %o1 = call i1 @odd(i8 7)
  %o1z = zext i1 %o1 to i32
  %i1 = getelementptr i32, i32 addrspace(1)* %io, i64 1
  store i32 %o1z, i32 addrspace(1)* %i1
  %o2 = call i1 @odd(i8 8)
  %o2z = zext i1 %o2 to i32
  %i2 = getelementptr i32, i32 addrspace(1)* %io, i64 2
  store i32 %o2z, i32 addrspace(1)* %i2
  %sw = call <2 x i32> @swap(<2 x i32> <i32 8, i32 9>)
  %s0 = extractelement <2 x i32> %sw, i32 0
  %s1 = extractelement <2 x i32> %sw, i32 1
  %i3 = getelementptr i32, i32 addrspace(1)* %io, i64 3
  store i32 %s0, i32 addrspace(1)* %i3
  %i4 = getelementptr i32, i32 addrspace(1)* %io, i64 4
  store i32 %s1, i32 addrspace(1)* %i4
  %h = call half @hmix(i8 -3, half 0xH3C00, i1 true, <2 x float> <float 0.5, float 0.25>, i64 12, double 10.0)
  %hi = bitcast half %h to i16
  %hz = zext i16 %hi to i32
  %i5 = getelementptr i32, i32 addrspace(1)* %io, i64 5
  store i32 %hz, i32 addrspace(1)* %i5
  ret void
}

; Indirect calls through function pointers (chosen per thread), and a 4 KB alloca in a
; function called many times: each call's stack is freed on return.
define internal i32 @add1(i32 %x) #0 {
  %r = add i32 %x, 1
  ret i32 %r
}
define internal i32 @dbl(i32 %x) #0 {
  %r = shl i32 %x, 1
  ret i32 %r
}
define internal i32 @sumto(i32 %n) #0 {
entry:
  %arr = alloca i32, i64 1000, align 4
  br label %fill
fill:
  %i = phi i32 [ 0, %entry ], [ %i1, %fill ]
  %s = phi i32 [ 0, %entry ], [ %s1, %fill ]
  %iz = zext i32 %i to i64
  %p = getelementptr i32, i32* %arr, i64 %iz
  store i32 %i, i32* %p
  %v = load i32, i32* %p
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %fill, label %done
done:
  ret i32 %s1
}

; TEST indirect --grid 1 --block 4 buf:i32:8:zero
; OUT 11 0x0000000b
; OUT 499500 0x00079f2c
; OUT 22 0x00000016
; OUT 499500 0x00079f2c
; OUT 13 0x0000000d
; OUT 499500 0x00079f2c
; OUT 26 0x0000001a
; OUT 499500 0x00079f2c
define void @indirect(i32 addrspace(1)* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = and i32 %t, 1
  %c = icmp eq i32 %b, 0
  %fp = select i1 %c, i32 (i32)* @add1, i32 (i32)* @dbl
  %x = add i32 %t, 10
  %r = call i32 %fp(i32 %x)
  %t2 = shl i32 %t, 1
  %tz = zext i32 %t2 to i64
  %q = getelementptr i32, i32 addrspace(1)* %out, i64 %tz
  store i32 %r, i32 addrspace(1)* %q
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %sum = call i32 @sumto(i32 1000)
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 100
  br i1 %more, label %loop, label %done
done:
  %q1 = getelementptr i32, i32 addrspace(1)* %q, i64 1
  store i32 %sum, i32 addrspace(1)* %q1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{void (i8 addrspace(1)*)* @layout, !"kernel", i32 1}
!1 = !{void (i32 addrspace(1)*)* @aggmem, !"kernel", i32 1}
!2 = !{void (i32 addrspace(1)*, i32)* @phistruct, !"kernel", i32 1}
!3 = !{void (float addrspace(1)*, i32 addrspace(1)*)* @calls, !"kernel", i32 1}
!4 = !{void (i32 addrspace(1)*)* @indirect, !"kernel", i32 1}
