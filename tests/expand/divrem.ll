; EXPAND: udiv/sdiv/urem/srem on i128, i127, i96, i65 and <2 x i128>
; NVCGRUN: --kernel k --grid 11 --block 64 buf:i64:25344:zero
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
@t = internal addrspace(1) constant [26 x i128] [i128 0, i128 1, i128 2, i128 3, i128 7, i128 10, i128 -1, i128 -2, i128 -170141183460469231731687303715884105728, i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105727, i128 18446744073709551616, i128 18446744073709551615, i128 18446744073709551617, i128 9223372036854775808, i128 79228162514264337593543950336, i128 36893488147419103231, i128 18446744073709563961, i128 1512366075204170930115394234220888865, i128 -1512366075204170947332355369683137041, i128 539233011105038148147, i128 79228162495817593524129366015, i128 -3, i128 -10, i128 16045690984503098046, i128 9223372036854775809]

define void @k(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %g = add i32 %base, %tid
  %inb = icmp ult i32 %g, 676
  br i1 %inb, label %go, label %done
go:
  %slot = mul i32 %g, 36
  %gi = udiv i32 %g, 26
  %gj = urem i32 %g, 26
  %pi = getelementptr [26 x i128], ptr addrspace(1) @t, i32 0, i32 %gi
  %pj = getelementptr [26 x i128], ptr addrspace(1) @t, i32 0, i32 %gj
  %x = load i128, ptr addrspace(1) %pi
  %y = load i128, ptr addrspace(1) %pj
  %x128 = add i128 %x, 0
  %y128 = add i128 %y, 0
  %yz128 = icmp eq i128 %y128, 0
  %yu128 = select i1 %yz128, i128 1, i128 %y128
  %xm128 = icmp eq i128 %x128, -170141183460469231731687303715884105728
  %ym128 = icmp eq i128 %yu128, -1
  %ov128 = and i1 %xm128, %ym128
  %ys128 = select i1 %ov128, i128 3, i128 %yu128
  %udiv128 = udiv i128 %x128, %yu128
  %urem128 = urem i128 %x128, %yu128
  %sdiv128 = sdiv i128 %x128, %ys128
  %srem128 = srem i128 %x128, %ys128
  %x127 = trunc i128 %x to i127
  %y127 = trunc i128 %y to i127
  %yz127 = icmp eq i127 %y127, 0
  %yu127 = select i1 %yz127, i127 1, i127 %y127
  %xm127 = icmp eq i127 %x127, -85070591730234615865843651857942052864
  %ym127 = icmp eq i127 %yu127, -1
  %ov127 = and i1 %xm127, %ym127
  %ys127 = select i1 %ov127, i127 3, i127 %yu127
  %udiv127 = udiv i127 %x127, %yu127
  %udiv127w = zext i127 %udiv127 to i128
  %urem127 = urem i127 %x127, %yu127
  %urem127w = zext i127 %urem127 to i128
  %sdiv127 = sdiv i127 %x127, %ys127
  %sdiv127w = sext i127 %sdiv127 to i128
  %srem127 = srem i127 %x127, %ys127
  %srem127w = sext i127 %srem127 to i128
  %x96 = trunc i128 %x to i96
  %y96 = trunc i128 %y to i96
  %yz96 = icmp eq i96 %y96, 0
  %yu96 = select i1 %yz96, i96 1, i96 %y96
  %xm96 = icmp eq i96 %x96, -39614081257132168796771975168
  %ym96 = icmp eq i96 %yu96, -1
  %ov96 = and i1 %xm96, %ym96
  %ys96 = select i1 %ov96, i96 3, i96 %yu96
  %udiv96 = udiv i96 %x96, %yu96
  %udiv96w = zext i96 %udiv96 to i128
  %urem96 = urem i96 %x96, %yu96
  %urem96w = zext i96 %urem96 to i128
  %sdiv96 = sdiv i96 %x96, %ys96
  %sdiv96w = sext i96 %sdiv96 to i128
  %srem96 = srem i96 %x96, %ys96
  %srem96w = sext i96 %srem96 to i128
  %x65 = trunc i128 %x to i65
  %y65 = trunc i128 %y to i65
  %yz65 = icmp eq i65 %y65, 0
  %yu65 = select i1 %yz65, i65 1, i65 %y65
  %xm65 = icmp eq i65 %x65, -18446744073709551616
  %ym65 = icmp eq i65 %yu65, -1
  %ov65 = and i1 %xm65, %ym65
  %ys65 = select i1 %ov65, i65 3, i65 %yu65
  %udiv65 = udiv i65 %x65, %yu65
  %udiv65w = zext i65 %udiv65 to i128
  %urem65 = urem i65 %x65, %yu65
  %urem65w = zext i65 %urem65 to i128
  %sdiv65 = sdiv i65 %x65, %ys65
  %sdiv65w = sext i65 %sdiv65 to i128
  %srem65 = srem i65 %x65, %ys65
  %srem65w = sext i65 %srem65 to i128
  %vx0 = insertelement <2 x i128> poison, i128 %x, i32 0
  %vx = insertelement <2 x i128> %vx0, i128 %y, i32 1
  %vy0 = insertelement <2 x i128> poison, i128 %yu128, i32 0
  %vy = insertelement <2 x i128> %vy0, i128 7, i32 1
  %vq = udiv <2 x i128> %vx, %vy
  %vq0 = extractelement <2 x i128> %vq, i32 0
  %vq1 = extractelement <2 x i128> %vq, i32 1
  %o0 = add i32 %slot, 0
  %q0 = getelementptr i64, ptr addrspace(1) %out, i32 %o0
  store i128 %udiv128, ptr addrspace(1) %q0, align 8
  %o2 = add i32 %slot, 2
  %q2 = getelementptr i64, ptr addrspace(1) %out, i32 %o2
  store i128 %urem128, ptr addrspace(1) %q2, align 8
  %o4 = add i32 %slot, 4
  %q4 = getelementptr i64, ptr addrspace(1) %out, i32 %o4
  store i128 %sdiv128, ptr addrspace(1) %q4, align 8
  %o6 = add i32 %slot, 6
  %q6 = getelementptr i64, ptr addrspace(1) %out, i32 %o6
  store i128 %srem128, ptr addrspace(1) %q6, align 8
  %o8 = add i32 %slot, 8
  %q8 = getelementptr i64, ptr addrspace(1) %out, i32 %o8
  store i128 %udiv127w, ptr addrspace(1) %q8, align 8
  %o10 = add i32 %slot, 10
  %q10 = getelementptr i64, ptr addrspace(1) %out, i32 %o10
  store i128 %urem127w, ptr addrspace(1) %q10, align 8
  %o12 = add i32 %slot, 12
  %q12 = getelementptr i64, ptr addrspace(1) %out, i32 %o12
  store i128 %sdiv127w, ptr addrspace(1) %q12, align 8
  %o14 = add i32 %slot, 14
  %q14 = getelementptr i64, ptr addrspace(1) %out, i32 %o14
  store i128 %srem127w, ptr addrspace(1) %q14, align 8
  %o16 = add i32 %slot, 16
  %q16 = getelementptr i64, ptr addrspace(1) %out, i32 %o16
  store i128 %udiv96w, ptr addrspace(1) %q16, align 8
  %o18 = add i32 %slot, 18
  %q18 = getelementptr i64, ptr addrspace(1) %out, i32 %o18
  store i128 %urem96w, ptr addrspace(1) %q18, align 8
  %o20 = add i32 %slot, 20
  %q20 = getelementptr i64, ptr addrspace(1) %out, i32 %o20
  store i128 %sdiv96w, ptr addrspace(1) %q20, align 8
  %o22 = add i32 %slot, 22
  %q22 = getelementptr i64, ptr addrspace(1) %out, i32 %o22
  store i128 %srem96w, ptr addrspace(1) %q22, align 8
  %o24 = add i32 %slot, 24
  %q24 = getelementptr i64, ptr addrspace(1) %out, i32 %o24
  store i128 %udiv65w, ptr addrspace(1) %q24, align 8
  %o26 = add i32 %slot, 26
  %q26 = getelementptr i64, ptr addrspace(1) %out, i32 %o26
  store i128 %urem65w, ptr addrspace(1) %q26, align 8
  %o28 = add i32 %slot, 28
  %q28 = getelementptr i64, ptr addrspace(1) %out, i32 %o28
  store i128 %sdiv65w, ptr addrspace(1) %q28, align 8
  %o30 = add i32 %slot, 30
  %q30 = getelementptr i64, ptr addrspace(1) %out, i32 %o30
  store i128 %srem65w, ptr addrspace(1) %q30, align 8
  %o32 = add i32 %slot, 32
  %q32 = getelementptr i64, ptr addrspace(1) %out, i32 %o32
  store i128 %vq0, ptr addrspace(1) %q32, align 8
  %o34 = add i32 %slot, 34
  %q34 = getelementptr i64, ptr addrspace(1) %out, i32 %o34
  store i128 %vq1, ptr addrspace(1) %q34, align 8
  br label %done
done:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
