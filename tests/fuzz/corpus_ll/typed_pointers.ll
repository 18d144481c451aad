; The typed-pointer dialect of LLVM 14 and earlier: pointee types are read and dropped.
source_filename = "typed.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, float*, [4 x i8] }
%struct.Node = type { %struct.Node*, i32 }
%struct.Opaque = type opaque
%union.U = type { double }
%packed = type <{ i8, i32 }>

@gs = addrspace(1) global %struct.S zeroinitializer, align 8
@shared = internal addrspace(3) global [256 x float] undef, align 4
@cst = addrspace(4) externally_initialized constant [2 x i32] [i32 1, i32 2], align 4
@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@pstr = global i8* getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0), align 8
@fnptr = global void (i32)* @takes_i32, align 8
@casted = global i8* addrspacecast (%struct.S addrspace(1)* @gs to i8*), align 8
@generic = global float* addrspacecast (float addrspace(3)* getelementptr inbounds ([256 x float], [256 x float] addrspace(3)* @shared, i64 0, i64 1) to float*)
@list = global %struct.Node { %struct.Node* @list, i32 3 }
@opq = external global %struct.Opaque
@pk = global %packed <{ i8 1, i32 2 }>, align 1
@arr2 = global [2 x %struct.Node*] [%struct.Node* @list, %struct.Node* null]
@ext = external addrspace(1) global i32, align 4
@weakv = weak addrspace(1) global i32 5
@cmn = common global i32 0, align 4

declare void @takes_i32(i32)
declare i8* @malloc(i64)
declare i32 @vprintf(i8*, i8*)
declare void (i32)* @get_fp()
declare void @with_sret(%union.U* sret(%union.U) align 8, i32 signext, i8 zeroext)

define void @k(float addrspace(1)* noalias %out, float* %in, i32 %n, %struct.S* byval(%struct.S) align 8 %s, %union.U* %ret) {
entry:
  %idx = sext i32 %n to i64
  %p = getelementptr inbounds float, float* %in, i64 %idx
  %v = load float, float* %p, align 4
  %q = getelementptr inbounds float, float addrspace(1)* %out, i64 %idx
  store float %v, float addrspace(1)* %q, align 4
  %raw = bitcast float* %in to i8*
  %back = bitcast i8* %raw to i32*
  %iv = load i32, i32* %back, align 4
  %sp = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1
  %fp = load float*, float** %sp, align 8
  %sh = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @shared, i64 0, i64 %idx
  %shv = load float, float addrspace(3)* %sh, align 4
  %gen = addrspacecast float addrspace(3)* %sh to float*
  store float %shv, float* %gen, align 4
  call void bitcast (void (i32)* @takes_i32 to void (i64)*)(i64 %idx)
  call void @takes_i32(i32 %iv)
  %fnp = load void (i32)*, void (i32)** @fnptr, align 8
  call void %fnp(i32 1)
  %m = call i8* @malloc(i64 16)
  %r = call i32 @vprintf(i8* getelementptr inbounds ([6 x i8], [6 x i8]* @str, i64 0, i64 0), i8* %m)
  %u = getelementptr inbounds %union.U, %union.U* %ret, i32 0, i32 0
  store double 1.000000e+00, double* %u, align 8
  %pp = alloca float**, align 8
  store float** %sp, float*** %pp, align 8
  %pk = load i32, i32* getelementptr inbounds (%packed, %packed* @pk, i32 0, i32 1), align 1
  %fn2 = call i32 (i8*, i8*) @vprintf(i8* %raw, i8* %raw)
  %gfp = call void (i32)* @get_fp()
  call void %gfp(i32 2)
  ret void
}

define i32 addrspace(1)* @ret_ptr(i32 addrspace(1)* %p) {
  ret i32 addrspace(1)* %p
}
