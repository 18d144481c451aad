; Random operands through every expansion, run on the host by lli-14 before and after
; nvopt -passes=expand_divrem,expand_fpconvert,expand_frem: LLVM's own lowering (its
; runtime library: __udivti3, __fixdfti, __floattidf, fmod) is the oracle. Each loop turn
; draws operands from xorshift64 and folds every result into one hash per operation,
; printed at the end. Magnitudes are spread by random shifts; integer -> fp inputs are
; often exact rounding ties (a t-bit odd pattern shifted up, t random). Inputs that
; would be undefined or poison are avoided (zero divisors, MIN / -1, fp out of range).
; (half and bfloat need runtime routines LLVM 14 lacks on the host: the ptx tests cover
; them.)
target datalayout = "e-m:e-i64:64-i128:128-n32:64-S128"

declare i32 @printf(ptr, ...)
@fmt = private constant [14 x i8] c"%-10s %016lx\0A\00"
@n.udiv = private constant [5 x i8] c"udiv\00"
@n.sdiv = private constant [5 x i8] c"sdiv\00"
@n.urem = private constant [5 x i8] c"urem\00"
@n.srem = private constant [5 x i8] c"srem\00"
@n.div65 = private constant [6 x i8] c"div65\00"
@n.fptoui = private constant [7 x i8] c"fptoui\00"
@n.fptosi = private constant [7 x i8] c"fptosi\00"
@n.uitofp = private constant [7 x i8] c"uitofp\00"
@n.sitofp = private constant [7 x i8] c"sitofp\00"
@n.frem = private constant [5 x i8] c"frem\00"

define internal i64 @next(ptr %s) {
  %x = load i64, ptr %s
  %a = shl i64 %x, 13
  %x1 = xor i64 %x, %a
  %b = lshr i64 %x1, 7
  %x2 = xor i64 %x1, %b
  %c = shl i64 %x2, 17
  %x3 = xor i64 %x2, %c
  store i64 %x3, ptr %s
  ret i64 %x3
}

; a random i128 with a random magnitude (shifted right by 0..127)
define internal i128 @wide(ptr %s) {
  %h = call i64 @next(ptr %s)
  %l = call i64 @next(ptr %s)
  %r = call i64 @next(ptr %s)
  %hw = zext i64 %h to i128
  %hs = shl i128 %hw, 64
  %lw = zext i64 %l to i128
  %v = or i128 %hs, %lw
  %k = and i64 %r, 127
  %kw = zext i64 %k to i128
  %v2 = lshr i128 %v, %kw
  ; sometimes negative (as a signed value)
  %neg = icmp ugt i64 %r, 13835058055282163712
  %nv = sub i128 0, %v2
  %res = select i1 %neg, i128 %nv, i128 %v2
  ret i128 %res
}

; an integer that is often a rounding tie: t (9..54 bits, odd) << k, plus 0 or 1
define internal i128 @tie(ptr %s) {
  %r = call i64 @next(ptr %s)
  %q = call i64 @next(ptr %s)
  %w0 = urem i64 %q, 46
  %w = add i64 %w0, 9
  %sh = sub i64 64, %w
  %t0 = lshr i64 %r, %sh
  %t = or i64 %t0, 1
  %room = sub i64 128, %w
  %k = urem i64 %r, %room
  %tw = zext i64 %t to i128
  %kw = zext i64 %k to i128
  %v = shl i128 %tw, %kw
  %st = lshr i64 %q, 63
  %stw = zext i64 %st to i128
  %v2 = or i128 %v, %stw
  ret i128 %v2
}

; a random double with 2^-3 <= |x| < 2^126 (in range of i128 both ways), or tiny
define internal double @dbl(ptr %s) {
  %r = call i64 @next(ptr %s)
  %e0 = lshr i64 %r, 56
  %e1 = urem i64 %e0, 130
  %e = add i64 %e1, 1020
  %m = and i64 %r, 4503599627370495
  %es = shl i64 %e, 52
  %b = or i64 %es, %m
  %sg = and i64 %r, 9223372036854775808
  %b2 = or i64 %b, %sg
  %d = bitcast i64 %b2 to double
  ret double %d
}

; any finite double (subnormals included), for frem
define internal double @anydbl(ptr %s) {
  %r = call i64 @next(ptr %s)
  %q = call i64 @next(ptr %s)
  %e = urem i64 %q, 2047
  %m = and i64 %r, 4503599627370495
  %es = shl i64 %e, 52
  %b = or i64 %es, %m
  %sg = and i64 %q, 9223372036854775808
  %b2 = or i64 %b, %sg
  %d = bitcast i64 %b2 to double
  ret double %d
}

define internal i64 @fold(i64 %h, i128 %v) {
  %lo = trunc i128 %v to i64
  %hv = lshr i128 %v, 64
  %hi = trunc i128 %hv to i64
  %m = mul i64 %h, 1099511628211
  %a = xor i64 %m, %lo
  %m2 = mul i64 %a, 1099511628211
  %b = xor i64 %m2, %hi
  ret i64 %b
}

define internal void @show(ptr %name, i64 %h) {
  %c = call i32 (ptr, ...) @printf(ptr @fmt, ptr %name, i64 %h)
  ret void
}

define i32 @main() {
entry:
  %s = alloca i64
  store i64 88172645463325252, ptr %s
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h.udiv = phi i64 [ 0, %entry ], [ %h.udiv.n, %loop ]
  %h.sdiv = phi i64 [ 0, %entry ], [ %h.sdiv.n, %loop ]
  %h.urem = phi i64 [ 0, %entry ], [ %h.urem.n, %loop ]
  %h.srem = phi i64 [ 0, %entry ], [ %h.srem.n, %loop ]
  %h.div65 = phi i64 [ 0, %entry ], [ %h.div65.n, %loop ]
  %h.fptoui = phi i64 [ 0, %entry ], [ %h.fptoui.n, %loop ]
  %h.fptosi = phi i64 [ 0, %entry ], [ %h.fptosi.n, %loop ]
  %h.uitofp = phi i64 [ 0, %entry ], [ %h.uitofp.n, %loop ]
  %h.sitofp = phi i64 [ 0, %entry ], [ %h.sitofp.n, %loop ]
  %h.frem = phi i64 [ 0, %entry ], [ %h.frem.n, %loop ]
  ; ---- division ----
  %x = call i128 @wide(ptr %s)
  %y0 = call i128 @wide(ptr %s)
  %yz = icmp eq i128 %y0, 0
  %y = select i1 %yz, i128 1, i128 %y0
  %xmin = icmp eq i128 %x, -170141183460469231731687303715884105728
  %ym1 = icmp eq i128 %y, -1
  %ov = and i1 %xmin, %ym1
  %ys = select i1 %ov, i128 1, i128 %y
  %q = udiv i128 %x, %y
  %h.udiv.n = call i64 @fold(i64 %h.udiv, i128 %q)
  %sq = sdiv i128 %x, %ys
  %h.sdiv.n = call i64 @fold(i64 %h.sdiv, i128 %sq)
  %r = urem i128 %x, %y
  %h.urem.n = call i64 @fold(i64 %h.urem, i128 %r)
  %sr = srem i128 %x, %ys
  %h.srem.n = call i64 @fold(i64 %h.srem, i128 %sr)
  %x65 = trunc i128 %x to i65
  %y65a = trunc i128 %y to i65
  %y65z = icmp eq i65 %y65a, 0
  %y65 = select i1 %y65z, i65 3, i65 %y65a
  %x65min = icmp eq i65 %x65, -18446744073709551616
  %y65m1 = icmp eq i65 %y65, -1
  %ov65 = and i1 %x65min, %y65m1
  %y65s = select i1 %ov65, i65 5, i65 %y65
  %q65 = sdiv i65 %x65, %y65s
  %r65 = urem i65 %x65, %y65
  %q65w = sext i65 %q65 to i128
  %r65w = zext i65 %r65 to i128
  %h65a = call i64 @fold(i64 %h.div65, i128 %q65w)
  %h.div65.n = call i64 @fold(i64 %h65a, i128 %r65w)
  ; ---- fp -> int ----
  %d = call double @dbl(ptr %s)
  %ad = call double @llvm.fabs.f64(double %d)
  %fu = fptoui double %ad to i128
  %fs = fptosi double %d to i128
  %df = fptrunc double %d to float
  %fs32 = fptosi float %df to i128
  %fu100d = fptrunc double %ad to float
  %small = fcmp olt float %fu100d, 0x4630000000000000
  %fu100in = select i1 %small, float %fu100d, float 1.0
  %fu100 = fptoui float %fu100in to i100
  %fu100w = zext i100 %fu100 to i128
  %hfu = call i64 @fold(i64 %h.fptoui, i128 %fu)
  %h.fptoui.n = call i64 @fold(i64 %hfu, i128 %fu100w)
  %hfs = call i64 @fold(i64 %h.fptosi, i128 %fs)
  %h.fptosi.n = call i64 @fold(i64 %hfs, i128 %fs32)
  ; ---- int -> fp ----
  %t = call i128 @tie(ptr %s)
  %w = call i128 @wide(ptr %s)
  %ud = uitofp i128 %t to double
  %uf = uitofp i128 %t to float
  %sd = sitofp i128 %w to double
  %sf = sitofp i128 %w to float
  %nt = sub i128 0, %t
  %sft = sitofp i128 %nt to float
  %t70 = trunc i128 %t to i70
  %sf70 = sitofp i70 %t70 to float
  %udb = bitcast double %ud to i64
  %ufb = bitcast float %uf to i32
  %sdb = bitcast double %sd to i64
  %sfb = bitcast float %sf to i32
  %sftb = bitcast float %sft to i32
  %sf70b = bitcast float %sf70 to i32
  %udw = zext i64 %udb to i128
  %ufw = zext i32 %ufb to i128
  %sdw = zext i64 %sdb to i128
  %sfw = zext i32 %sfb to i128
  %sftw = zext i32 %sftb to i128
  %sf70w = zext i32 %sf70b to i128
  %hu1 = call i64 @fold(i64 %h.uitofp, i128 %udw)
  %h.uitofp.n = call i64 @fold(i64 %hu1, i128 %ufw)
  %hs1 = call i64 @fold(i64 %h.sitofp, i128 %sdw)
  %hs2 = call i64 @fold(i64 %hs1, i128 %sfw)
  %hs3 = call i64 @fold(i64 %hs2, i128 %sftw)
  %h.sitofp.n = call i64 @fold(i64 %hs3, i128 %sf70w)
  ; ---- frem ----
  %fx = call double @anydbl(ptr %s)
  %fy0 = call double @anydbl(ptr %s)
  ; y often close to x in magnitude, so that the loop and the selects both run
  %near = fmul double %fx, 0x3FB0000000000000
  %ri = call i64 @next(ptr %s)
  %pick = and i64 %ri, 1
  %pk = icmp eq i64 %pick, 0
  %fy = select i1 %pk, double %fy0, double %near
  %fr = frem double %fx, %fy
  %frb = bitcast double %fr to i64
  %frw = zext i64 %frb to i128
  %h.frem.n = call i64 @fold(i64 %h.frem, i128 %frw)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 20000
  br i1 %more, label %loop, label %out
out:
  call void @show(ptr @n.udiv, i64 %h.udiv.n)
  call void @show(ptr @n.sdiv, i64 %h.sdiv.n)
  call void @show(ptr @n.urem, i64 %h.urem.n)
  call void @show(ptr @n.srem, i64 %h.srem.n)
  call void @show(ptr @n.div65, i64 %h.div65.n)
  call void @show(ptr @n.fptoui, i64 %h.fptoui.n)
  call void @show(ptr @n.fptosi, i64 %h.fptosi.n)
  call void @show(ptr @n.uitofp, i64 %h.uitofp.n)
  call void @show(ptr @n.sitofp, i64 %h.sitofp.n)
  call void @show(ptr @n.frem, i64 %h.frem.n)
  ret i32 0
}

declare double @llvm.fabs.f64(double)
