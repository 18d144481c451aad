; Every opcode of nvcg's table with its flags, in the opaque-pointer dialect.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%pair = type { i32, float }

@g = addrspace(1) global i32 0, align 4

define i32 @binops(i32 %a, i32 %b, <4 x i32> %v) {
entry:
  %0 = add i32 %a, %b
  %1 = add nuw i32 %0, 1
  %2 = add nsw i32 %1, 2
  %3 = add nuw nsw i32 %2, %a
  %4 = sub nuw nsw i32 %3, %b
  %5 = mul nsw i32 %4, 3
  %6 = shl nuw i32 %5, 2
  %7 = udiv exact i32 %6, 4
  %8 = sdiv i32 %7, -3
  %9 = urem i32 %8, 7
  %10 = srem i32 %9, 5
  %11 = lshr exact i32 %10, 1
  %12 = ashr i32 %11, 1
  %13 = and i32 %12, 255
  %14 = or i32 %13, 256
  %15 = xor i32 %14, -1
  %vs = add <4 x i32> %v, <i32 1, i32 2, i32 3, i32 4>
  %e = extractelement <4 x i32> %vs, i32 2
  %r = add i32 %15, %e
  ret i32 %r
}

define float @fpops(float %x, float %y, double %d, half %h) {
  %1 = fadd float %x, %y
  %2 = fsub nnan float %1, 1.000000e+00
  %3 = fmul ninf nsz float %2, %x
  %4 = fdiv arcp contract float %3, %y
  %5 = frem afn reassoc float %4, 2.500000e-01
  %6 = fadd fast float %5, %x
  %7 = fneg float %6
  %8 = fneg nnan ninf float %7
  %9 = fpext float %8 to double
  %10 = fadd double %9, %d
  %11 = fptrunc double %10 to float
  %12 = fpext half %h to float
  %13 = fmul reassoc nnan ninf nsz arcp contract afn float %11, %12
  ret float %13
}

define void @casts(i64 %i, double %d, ptr %p, ptr addrspace(3) %s, <2 x i32> %v2) {
  %t = trunc i64 %i to i8
  %z = zext i8 %t to i32
  %sx = sext i8 %t to i16
  %fu = fptoui double %d to i32
  %fs = fptosi double %d to i64
  %uf = uitofp i32 %z to float
  %sf = sitofp i16 %sx to double
  %pi = ptrtoint ptr %p to i64
  %ip = inttoptr i64 %pi to ptr addrspace(1)
  %bc = bitcast <2 x i32> %v2 to i64
  %bp = bitcast ptr %p to ptr
  %ac = addrspacecast ptr addrspace(3) %s to ptr
  %ac2 = addrspacecast ptr %ac to ptr addrspace(5)
  %fr = freeze i64 %bc
  ret void
}

define i1 @compares(i32 %a, i32 %b, float %x, float %y, ptr %p, <2 x float> %vx) {
  %c0 = icmp eq i32 %a, %b
  %c1 = icmp ne i32 %a, %b
  %c2 = icmp ugt i32 %a, %b
  %c3 = icmp uge i32 %a, %b
  %c4 = icmp ult i32 %a, %b
  %c5 = icmp ule i32 %a, %b
  %c6 = icmp sgt i32 %a, %b
  %c7 = icmp sge i32 %a, %b
  %c8 = icmp slt i32 %a, %b
  %c9 = icmp sle i32 %a, %b
  %cp = icmp eq ptr %p, null
  %f0 = fcmp false float %x, %y
  %f1 = fcmp oeq float %x, %y
  %f2 = fcmp ogt float %x, %y
  %f3 = fcmp oge float %x, %y
  %f4 = fcmp olt float %x, %y
  %f5 = fcmp ole float %x, %y
  %f6 = fcmp one float %x, %y
  %f7 = fcmp ord float %x, %y
  %f8 = fcmp uno float %x, %y
  %f9 = fcmp ueq float %x, %y
  %f10 = fcmp ugt float %x, %y
  %f11 = fcmp uge float %x, %y
  %f12 = fcmp ult float %x, %y
  %f13 = fcmp ule float %x, %y
  %f14 = fcmp une float %x, %y
  %f15 = fcmp nnan true float %x, %y
  %fv = fcmp fast olt <2 x float> %vx, zeroinitializer
  %s = select i1 %c0, i1 %c1, i1 %f14
  %sf = select nnan i1 %s, float %x, float %y
  %sv = select <2 x i1> %fv, <2 x float> %vx, <2 x float> <float 1.000000e+00, float 2.000000e+00>
  %all = and i1 %s, %f15
  ret i1 %all
}

define void @memory(ptr addrspace(1) %gp, i64 %n) {
  %a = alloca i32, align 4
  %b = alloca [16 x float], i32 4, align 16
  %c = alloca %pair, i64 %n, align 8, addrspace(5)
  %d = alloca <4 x i8>
  store i32 7, ptr %a, align 4
  store volatile i32 8, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  %vv = load volatile i32, ptr %a
  %gv = load i32, ptr addrspace(1) %gp, align 4, !invariant.load !0
  store i32 %gv, ptr addrspace(1) %gp, align 4, !nontemporal !1
  %nt = load float, ptr %b, align 16, !nontemporal !1
  %al = load atomic i32, ptr addrspace(1) %gp monotonic, align 4
  %al2 = load atomic volatile i32, ptr addrspace(1) %gp syncscope("block") acquire, align 4
  store atomic i32 %al, ptr addrspace(1) %gp release, align 4
  store atomic volatile i32 %al2, ptr addrspace(1) %gp syncscope("device") seq_cst, align 4
  store atomic i32 1, ptr %a unordered, align 4
  fence acquire
  fence syncscope("block") release
  fence syncscope("singlethread") acq_rel
  fence seq_cst
  %x = cmpxchg ptr addrspace(1) %gp, i32 0, i32 1 seq_cst seq_cst, align 4
  %y = cmpxchg weak volatile ptr %a, i32 0, i32 1 syncscope("block") acq_rel monotonic, align 4
  %yv = extractvalue { i32, i1 } %y, 0
  %yo = extractvalue { i32, i1 } %y, 1
  %r0 = atomicrmw xchg ptr %a, i32 1 seq_cst, align 4
  %r1 = atomicrmw add ptr %a, i32 1 monotonic, align 4
  %r2 = atomicrmw volatile sub ptr %a, i32 1 acquire, align 4
  %r3 = atomicrmw and ptr %a, i32 1 release, align 4
  %r4 = atomicrmw nand ptr %a, i32 1 acq_rel, align 4
  %r5 = atomicrmw or ptr %a, i32 1 syncscope("block") seq_cst, align 4
  %r6 = atomicrmw xor ptr %a, i32 1 seq_cst, align 4
  %r7 = atomicrmw max ptr %a, i32 1 seq_cst, align 4
  %r8 = atomicrmw min ptr %a, i32 1 seq_cst, align 4
  %r9 = atomicrmw umax ptr %a, i32 1 seq_cst, align 4
  %r10 = atomicrmw umin ptr %a, i32 1 seq_cst, align 4
  %r11 = atomicrmw fadd ptr %b, float 1.000000e+00 seq_cst, align 4
  %r12 = atomicrmw fsub ptr %b, float 1.000000e+00 seq_cst, align 4
  %r13 = atomicrmw xchg ptr %b, float 2.000000e+00 monotonic, align 4
  %g0 = getelementptr [16 x float], ptr %b, i64 0, i64 3
  %g1 = getelementptr inbounds %pair, ptr addrspace(5) %c, i64 %n, i32 1
  %g2 = getelementptr inbounds i8, ptr addrspace(1) %gp, i64 -16
  %g3 = getelementptr i32, ptr %a
  store float 0.000000e+00, ptr addrspace(5) %g1, align 4
  ret void
}

define <4 x float> @vectors(<4 x float> %a, <4 x float> %b, float %s, i32 %i) {
  %e = extractelement <4 x float> %a, i32 %i
  %ins = insertelement <4 x float> %a, float %s, i64 0
  %sh0 = shufflevector <4 x float> %ins, <4 x float> %b, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %sh1 = shufflevector <4 x float> %sh0, <4 x float> poison, <4 x i32> zeroinitializer
  %sh2 = shufflevector <4 x float> %sh1, <4 x float> undef, <2 x i32> <i32 1, i32 undef>
  %sh3 = shufflevector <4 x float> %sh1, <4 x float> undef, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 poison>
  %sh4 = shufflevector <2 x float> %sh2, <2 x float> %sh2, <4 x i32> undef
  %add = fadd <4 x float> %sh1, %sh4
  ret <4 x float> %add
}

define { i32, [2 x float] } @aggregates({ i32, [2 x float] } %agg, %pair %p) {
  %a = extractvalue { i32, [2 x float] } %agg, 1, 0
  %b = extractvalue %pair %p, 1
  %c = fadd float %a, %b
  %d = insertvalue { i32, [2 x float] } %agg, float %c, 1, 1
  %e = insertvalue { i32, [2 x float] } %d, i32 5, 0
  %f = insertvalue { i32, [2 x float] } undef, [2 x float] zeroinitializer, 1
  ret { i32, [2 x float] } %e
}

declare i32 @callee(i32, ...)
declare float @fcallee(float)
declare void @vcallee()

define i32 @calls(i32 %a, ptr %fp) {
  %r0 = call i32 (i32, ...) @callee(i32 %a)
  %r1 = call i32 (i32, ...) @callee(i32 %a, i64 3, double 1.500000e+00)
  %r2 = tail call i32 (i32, ...) @callee(i32 %r1)
  %f = call fast float @fcallee(float 1.000000e+00)
  %f2 = notail call nnan float @fcallee(float %f)
  call void @vcallee()
  call void %fp()
  %r3 = call i32 %fp(i32 %a)
  ret i32 %r3
}

declare i32 @mt2(i32)

define i32 @mt(i32 %a) {
  %r = musttail call i32 @mt2(i32 %a)
  ret i32 %r
}

define i32 @control(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b

a:
  switch i32 %x, label %def [
    i32 0, label %b
    i32 1, label %c0
    i32 -7, label %def
  ]

b:
  %pb = phi i32 [ 1, %entry ], [ 2, %a ]
  br label %join

c0:
  br label %join

def:
  switch i32 %x, label %join []

join:
  %r = phi i32 [ %pb, %b ], [ 3, %c0 ], [ %x, %def ]
  %fphi = phi nnan float [ 1.000000e+00, %b ], [ 2.000000e+00, %c0 ], [ 0.000000e+00, %def ]
  %z = icmp eq i32 %r, 0
  br i1 %z, label %dead, label %exit

dead:
  unreachable

exit:
  ret i32 %r
}

!0 = !{}
!1 = !{i32 1}
