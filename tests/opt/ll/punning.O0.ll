; clang 14 -O0 output (typed pointers) of this CUDA source, compiled as the corpus is
; (tests/corpus/README.md), with nvcg_cuda.h:
;   struct pair { int a; float b; };
;   __device__ __attribute__((noinline)) float use(pair p) { return p.a + p.b; }
;   extern "C" __global__ void k(float *out, const int *in, int n) {
;     int i = threadIdx.x;
;     bool neg = in[i] < 0;
;     float f = (float)in[i];
;     unsigned bits = __builtin_bit_cast(unsigned, f);
;     pair p = {in[i], f};
;     pair q = p;
;     q.a += 1;
;     int s = 0;
;     for (int j = 0; j < n; j++) s += j * bits;
;     out[i] = (neg ? 1.0f : 2.0f) * use(q) + s;
;   }
; At -O2 every local but the byval copy passed to use() becomes a register (the
; bit_cast through memory becomes a bitcast, the bool an i1, the struct copy two
; scalars); the pointer parameters are global; the copy for the call is in .local.
; At -O0 the locals stay in memory, addressed in .local.
;
; NVOPT-O2: -O2 -sm 70
; NVOPT-O0: -O0 -sm 70
;
; O2-LABEL: define void @k(
; O2-NEXT: %4 = addrspacecast ptr %0 to ptr addrspace(1)
; O2-NEXT: %5 = addrspacecast ptr %1 to ptr addrspace(1)
; O2-NEXT: %6 = alloca %struct.pair, align 4
; O2-NEXT: %7 = addrspacecast ptr %6 to ptr addrspace(5)
; O2-NEXT: %8 = addrspacecast ptr addrspace(5) %7 to ptr
; O2-NOT: alloca
; O2: %12 = load i32, ptr addrspace(1) %11, align 4
; O2: %14 = sitofp i32 %12 to float
; O2-NEXT: %15 = bitcast float %14 to i32
; O2: phi i32
; O2: mul i32 %{{[0-9]+}}, %15
; O2: store i32 %16, ptr addrspace(5) %7, align 4
; O2: store float %14, ptr addrspace(5) %[[F:[0-9]+]], align 4
; O2-NEXT: %{{[0-9]+}} = call contract float @_Z3use4pair(ptr %8)
; O2: store float %{{[0-9]+}}, ptr addrspace(1) %{{[0-9]+}}, align 4
;
; O0-LABEL: define void @k(
; O0: %4 = addrspacecast ptr %0 to ptr addrspace(1)
; O0: alloca %struct.pair
; O0: store i32 %{{[0-9]+}}, ptr addrspace(5) %{{[0-9]+}}, align 4
; O0: load ptr, ptr addrspace(5)
; O0: store float %{{[0-9]+}}, ptr %{{[0-9]+}}, align 4
source_filename = "punning.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.pair = type { i32, float }

@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z3use4pair(%struct.pair* noundef byval(%struct.pair) align 4 %0) #0 {
  %2 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4
  %4 = sitofp i32 %3 to float
  %5 = getelementptr inbounds %struct.pair, %struct.pair* %0, i32 0, i32 1
  %6 = load float, float* %5, align 4
  %7 = fadd contract float %4, %6
  ret float %7
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @k(float* noundef %0, i32* noundef %1, i32 noundef %2) #1 {
  %4 = alloca float*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.pair, align 4
  %12 = alloca %struct.pair, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.pair, align 4
  store float* %0, float** %4, align 8
  store i32* %1, i32** %5, align 8
  store i32 %2, i32* %6, align 4
  %16 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  store i32 %16, i32* %7, align 4
  %17 = load i32*, i32** %5, align 8
  %18 = load i32, i32* %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, i32* %17, i64 %19
  %21 = load i32, i32* %20, align 4
  %22 = icmp slt i32 %21, 0
  %23 = zext i1 %22 to i8
  store i8 %23, i8* %8, align 1
  %24 = load i32*, i32** %5, align 8
  %25 = load i32, i32* %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, i32* %24, i64 %26
  %28 = load i32, i32* %27, align 4
  %29 = sitofp i32 %28 to float
  store float %29, float* %9, align 4
  %30 = bitcast float* %9 to i32*
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %10, align 4
  %32 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 0
  %33 = load i32*, i32** %5, align 8
  %34 = load i32, i32* %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, i32* %33, i64 %35
  %37 = load i32, i32* %36, align 4
  store i32 %37, i32* %32, align 4
  %38 = getelementptr inbounds %struct.pair, %struct.pair* %11, i32 0, i32 1
  %39 = load float, float* %9, align 4
  store float %39, float* %38, align 4
  %40 = bitcast %struct.pair* %12 to i8*
  %41 = bitcast %struct.pair* %11 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %40, i8* align 4 %41, i64 8, i1 false)
  %42 = getelementptr inbounds %struct.pair, %struct.pair* %12, i32 0, i32 0
  %43 = load i32, i32* %42, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %42, align 4
  store i32 0, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %45

45:                                               ; preds = %55, %3
  %46 = load i32, i32* %14, align 4
  %47 = load i32, i32* %6, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %58

49:                                               ; preds = %45
  %50 = load i32, i32* %14, align 4
  %51 = load i32, i32* %10, align 4
  %52 = mul i32 %50, %51
  %53 = load i32, i32* %13, align 4
  %54 = add i32 %53, %52
  store i32 %54, i32* %13, align 4
  br label %55

55:                                               ; preds = %49
  %56 = load i32, i32* %14, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %14, align 4
  br label %45, !llvm.loop !5

58:                                               ; preds = %45
  %59 = load i8, i8* %8, align 1
  %60 = trunc i8 %59 to i1
  %61 = zext i1 %60 to i64
  %62 = select contract i1 %60, float 1.000000e+00, float 2.000000e+00
  %63 = bitcast %struct.pair* %15 to i8*
  %64 = bitcast %struct.pair* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %63, i8* align 4 %64, i64 8, i1 false)
  %65 = call contract noundef float @_Z3use4pair(%struct.pair* noundef byval(%struct.pair) align 4 %15) #5
  %66 = fmul contract float %62, %65
  %67 = load i32, i32* %13, align 4
  %68 = sitofp i32 %67 to float
  %69 = fadd contract float %66, %68
  %70 = load float*, float** %4, align 8
  %71 = load i32, i32* %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, float* %70, i64 %72
  store float %69, float* %73, align 4
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind readnone speculatable }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{void (float*, i32*, i32)* @k, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
