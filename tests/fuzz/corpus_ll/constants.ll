; Constants of every kind and literal spelling.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%T = type { i8, [3 x i16], <2 x float>, { double, ptr } }

@i1t = global i1 true
@i1f = global i1 false
@i8n = global i8 -128
@i8w = global i8 255
@i16 = global i16 -1
@i24 = global i24 8388607
@i33 = global i33 -4294967296
@i64max = global i64 9223372036854775807
@i64min = global i64 -9223372036854775808
@u64 = global i64 18446744073709551615
@i128big = global i128 170141183460469231731687303715884105727
@i128min = global i128 -170141183460469231731687303715884105728
@i128neg = global i128 -1
@i100 = global i100 -633825300114114700748351602688
@hexu = global i32 u0xFFFFFFFF
@hexs = global i16 s0x7FFF
@f0 = global float 0.000000e+00
@fneg0 = global float -0.000000e+00
@f1 = global float 1.500000e+00
@fexp = global float 0x47EFFFFFE0000000
@fhex = global float 0x3FB99999A0000000
@finf = global float 0x7FF0000000000000
@fnan = global float 0x7FF8000000000000
@fdenorm = global float 0x36A0000000000000
@d1 = global double 0.1
@d2 = global double -2.5e-300
@dhex = global double 0x3FB999999999999A
@dnan = global double 0x7FF4000000000001
@dinf = global double 0xFFF0000000000000
@h1 = global half 0xH3C00
@hdec = global half 1.5
@b1 = global bfloat 0xR3F80
@bdec = global bfloat 2.0
@q1 = global fp128 0xL00000000000000003FFF000000000000
@null = global ptr null
@nullas = global ptr addrspace(3) null
@und = global i32 undef
@poi = global float poison
@zi = global %T zeroinitializer
@zint = global i32 zeroinitializer
@zvec = global <4 x i32> zeroinitializer
@str = constant [12 x i8] c"a\22b\5Cc\0A\00\FFzz \01"
@empty = constant [0 x i8] zeroinitializer
@emptystr = constant [0 x i8] c""
@emptyarr = constant [0 x i32] []
@arr = global [3 x i32] [i32 1, i32 -2, i32 3]
@vec = global <4 x float> <float 1.000000e+00, float undef, float poison, float -0.000000e+00>
@st = global %T { i8 1, [3 x i16] [i16 1, i16 2, i16 3], <2 x float> <float 1.000000e+00, float 2.000000e+00>, { double, ptr } { double 1.000000e+00, ptr @st } }
@lit = global { i32, { i8, i8 } } { i32 4, { i8, i8 } { i8 5, i8 6 } }
@pk = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@emptys = global {} {}
@nested = global [2 x [2 x i8]] [[2 x i8] c"ab", [2 x i8] zeroinitializer]
@ptrs = global [3 x ptr] [ptr @arr, ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 2), ptr getelementptr (i8, ptr @arr, i64 4)]
@ce_int = global i64 ptrtoint (ptr @arr to i64)
@ce_ptr = global ptr inttoptr (i64 4096 to ptr)
@ce_add = global i64 add (i64 ptrtoint (ptr @arr to i64), i64 8)
@ce_sub = global i64 sub nuw nsw (i64 ptrtoint (ptr @st to i64), i64 ptrtoint (ptr @arr to i64))
@ce_mul = global i64 mul (i64 ptrtoint (ptr @arr to i64), i64 3)
@ce_shl = global i64 shl nuw (i64 ptrtoint (ptr @arr to i64), i64 1)
@ce_xor = global i32 xor (i32 ptrtoint (ptr @arr to i32), i32 -1)
@ce_and = global i64 and (i64 ptrtoint (ptr @arr to i64), i64 -16)
@ce_or = global i64 or (i64 ptrtoint (ptr @arr to i64), i64 1)
@ce_lshr = global i64 lshr exact (i64 ptrtoint (ptr @arr to i64), i64 2)
@ce_udiv = global i64 udiv (i64 ptrtoint (ptr @arr to i64), i64 2)
@ce_trunc = global i32 trunc (i64 ptrtoint (ptr @arr to i64) to i32)
@ce_zext = global i64 zext (i32 ptrtoint (ptr @arr to i32) to i64)
@ce_sext = global i64 sext (i32 ptrtoint (ptr @arr to i32) to i64)
@ce_bc = global <2 x i32> bitcast (i64 ptrtoint (ptr @arr to i64) to <2 x i32>)
@ce_fp = global float bitcast (i32 1065353216 to float)
@ce_icmp = global i1 icmp eq (ptr @arr, ptr @st)
@ce_asc = global ptr addrspace(1) addrspacecast (ptr @arr to ptr addrspace(1))
@ce_gep2 = global ptr getelementptr inbounds (%T, ptr @zi, i64 0, i32 3, i32 1)
@ce_gepas = global ptr addrspacecast (ptr addrspace(3) getelementptr ([4 x i32], ptr addrspace(3) @sh, i32 0, i32 2) to ptr)
@sh = addrspace(3) global [4 x i32] undef

define i128 @wide(i128 %a) {
  %b = add i128 %a, 18446744073709551616
  %c = mul i128 %b, -18446744073709551617
  ret i128 %c
}

define double @fpconst(double %x) {
  %a = fadd double %x, 1.000000e+300
  %b = fmul double %a, 0x7FEFFFFFFFFFFFFF
  %c = fsub double %b, 4.940656e-324
  %d = fdiv double %c, 1.0
  ret double %d
}
