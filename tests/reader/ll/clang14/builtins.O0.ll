source_filename = "builtins.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_i = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_ll = dso_local addrspace(1) externally_initialized global i64 0, align 8
@g_f = dso_local addrspace(1) externally_initialized global float 0.000000e+00, align 4
@g_d = dso_local addrspace(1) externally_initialized global double 0.000000e+00, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5atomsPiPxPfPdPjPy(i32* noundef %0, i64* noundef %1, float* noundef %2, double* noundef %3, i32* noundef %4, i64* noundef %5) #0 {
  %7 = alloca i32*, align 8
  %8 = alloca i64*, align 8
  %9 = alloca float*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i64*, align 8
  %13 = alloca i32, align 4
  store i32* %0, i32** %7, align 8
  store i64* %1, i64** %8, align 8
  store float* %2, float** %9, align 8
  store double* %3, double** %10, align 8
  store i32* %4, i32** %11, align 8
  store i64* %5, i64** %12, align 8
  store i32 0, i32* %13, align 4
  %14 = load i32*, i32** %7, align 8
  %15 = atomicrmw add i32* %14, i32 1 seq_cst, align 4
  %16 = load i32, i32* %13, align 4
  %17 = add nsw i32 %16, %15
  store i32 %17, i32* %13, align 4
  %18 = load i32*, i32** %7, align 8
  %19 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* %18, i32 1)
  %20 = load i32, i32* %13, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, i32* %13, align 4
  %22 = load i32*, i32** %7, align 8
  %23 = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32* %22, i32 1)
  %24 = load i32, i32* %13, align 4
  %25 = add nsw i32 %24, %23
  store i32 %25, i32* %13, align 4
  %26 = load i32*, i32** %7, align 8
  %27 = atomicrmw xchg i32* %26, i32 2 seq_cst, align 4
  %28 = load i32, i32* %13, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, i32* %13, align 4
  %30 = load i32*, i32** %7, align 8
  %31 = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0i32(i32* %30, i32 2)
  %32 = load i32, i32* %13, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, i32* %13, align 4
  %34 = load i32*, i32** %7, align 8
  %35 = call i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0i32(i32* %34, i32 2)
  %36 = load i32, i32* %13, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, i32* %13, align 4
  %38 = load i32*, i32** %7, align 8
  %39 = atomicrmw max i32* %38, i32 3 seq_cst, align 4
  %40 = load i32, i32* %13, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, i32* %13, align 4
  %42 = load i32*, i32** %7, align 8
  %43 = call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* %42, i32 3)
  %44 = load i32, i32* %13, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, i32* %13, align 4
  %46 = load i32*, i32** %7, align 8
  %47 = call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0i32(i32* %46, i32 3)
  %48 = load i32, i32* %13, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, i32* %13, align 4
  %50 = load i32*, i32** %11, align 8
  %51 = atomicrmw umax i32* %50, i32 3 seq_cst, align 4
  %52 = load i32, i32* %13, align 4
  %53 = add i32 %52, %51
  store i32 %53, i32* %13, align 4
  %54 = load i32*, i32** %11, align 8
  %55 = call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* %54, i32 3)
  %56 = load i32, i32* %13, align 4
  %57 = add i32 %56, %55
  store i32 %57, i32* %13, align 4
  %58 = load i32*, i32** %7, align 8
  %59 = atomicrmw min i32* %58, i32 3 seq_cst, align 4
  %60 = load i32, i32* %13, align 4
  %61 = add nsw i32 %60, %59
  store i32 %61, i32* %13, align 4
  %62 = load i32*, i32** %7, align 8
  %63 = call i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0i32(i32* %62, i32 3)
  %64 = load i32, i32* %13, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, i32* %13, align 4
  %66 = load i32*, i32** %11, align 8
  %67 = call i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0i32(i32* %66, i32 3)
  %68 = load i32, i32* %13, align 4
  %69 = add i32 %68, %67
  store i32 %69, i32* %13, align 4
  %70 = load i32*, i32** %11, align 8
  %71 = call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %70, i32 3)
  %72 = load i32, i32* %13, align 4
  %73 = add i32 %72, %71
  store i32 %73, i32* %13, align 4
  %74 = load i32*, i32** %11, align 8
  %75 = call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0i32(i32* %74, i32 3)
  %76 = load i32, i32* %13, align 4
  %77 = add i32 %76, %75
  store i32 %77, i32* %13, align 4
  %78 = load i32*, i32** %11, align 8
  %79 = call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0i32(i32* %78, i32 3)
  %80 = load i32, i32* %13, align 4
  %81 = add i32 %80, %79
  store i32 %81, i32* %13, align 4
  %82 = load i32*, i32** %11, align 8
  %83 = call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* %82, i32 3)
  %84 = load i32, i32* %13, align 4
  %85 = add i32 %84, %83
  store i32 %85, i32* %13, align 4
  %86 = load i32*, i32** %11, align 8
  %87 = call i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p0i32(i32* %86, i32 3)
  %88 = load i32, i32* %13, align 4
  %89 = add i32 %88, %87
  store i32 %89, i32* %13, align 4
  %90 = load i32*, i32** %11, align 8
  %91 = call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0i32(i32* %90, i32 3)
  %92 = load i32, i32* %13, align 4
  %93 = add i32 %92, %91
  store i32 %93, i32* %13, align 4
  %94 = load i32*, i32** %7, align 8
  %95 = atomicrmw and i32* %94, i32 3 seq_cst, align 4
  %96 = load i32, i32* %13, align 4
  %97 = add nsw i32 %96, %95
  store i32 %97, i32* %13, align 4
  %98 = load i32*, i32** %7, align 8
  %99 = call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0i32(i32* %98, i32 3)
  %100 = load i32, i32* %13, align 4
  %101 = add nsw i32 %100, %99
  store i32 %101, i32* %13, align 4
  %102 = load i32*, i32** %7, align 8
  %103 = call i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p0i32(i32* %102, i32 3)
  %104 = load i32, i32* %13, align 4
  %105 = add nsw i32 %104, %103
  store i32 %105, i32* %13, align 4
  %106 = load i32*, i32** %7, align 8
  %107 = atomicrmw or i32* %106, i32 3 seq_cst, align 4
  %108 = load i32, i32* %13, align 4
  %109 = add nsw i32 %108, %107
  store i32 %109, i32* %13, align 4
  %110 = load i32*, i32** %7, align 8
  %111 = atomicrmw xor i32* %110, i32 3 seq_cst, align 4
  %112 = load i32, i32* %13, align 4
  %113 = add nsw i32 %112, %111
  store i32 %113, i32* %13, align 4
  %114 = load i32*, i32** %7, align 8
  %115 = call i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0i32(i32* %114, i32 3)
  %116 = load i32, i32* %13, align 4
  %117 = add nsw i32 %116, %115
  store i32 %117, i32* %13, align 4
  %118 = load i32*, i32** %7, align 8
  %119 = cmpxchg i32* %118, i32 3, i32 4 seq_cst seq_cst, align 4
  %120 = extractvalue { i32, i1 } %119, 0
  %121 = load i32, i32* %13, align 4
  %122 = add nsw i32 %121, %120
  store i32 %122, i32* %13, align 4
  %123 = load i32*, i32** %7, align 8
  %124 = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0i32(i32* %123, i32 3, i32 4)
  %125 = load i32, i32* %13, align 4
  %126 = add nsw i32 %125, %124
  store i32 %126, i32* %13, align 4
  %127 = load i32*, i32** %7, align 8
  %128 = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0i32(i32* %127, i32 3, i32 4)
  %129 = load i32, i32* %13, align 4
  %130 = add nsw i32 %129, %128
  store i32 %130, i32* %13, align 4
  %131 = load i64*, i64** %8, align 8
  %132 = atomicrmw add i64* %131, i64 1 seq_cst, align 8
  %133 = trunc i64 %132 to i32
  %134 = load i32, i32* %13, align 4
  %135 = add nsw i32 %134, %133
  store i32 %135, i32* %13, align 4
  %136 = load i64*, i64** %8, align 8
  %137 = call i64 @llvm.nvvm.atomic.add.gen.i.cta.i64.p0i64(i64* %136, i64 1)
  %138 = trunc i64 %137 to i32
  %139 = load i32, i32* %13, align 4
  %140 = add nsw i32 %139, %138
  store i32 %140, i32* %13, align 4
  %141 = load i64*, i64** %8, align 8
  %142 = cmpxchg i64* %141, i64 1, i64 2 seq_cst seq_cst, align 8
  %143 = extractvalue { i64, i1 } %142, 0
  %144 = trunc i64 %143 to i32
  %145 = load i32, i32* %13, align 4
  %146 = add nsw i32 %145, %144
  store i32 %146, i32* %13, align 4
  %147 = load i64*, i64** %12, align 8
  %148 = atomicrmw umax i64* %147, i64 1 seq_cst, align 8
  %149 = trunc i64 %148 to i32
  %150 = load i32, i32* %13, align 4
  %151 = add nsw i32 %150, %149
  store i32 %151, i32* %13, align 4
  %152 = load i64*, i64** %8, align 8
  %153 = call i64 @llvm.nvvm.atomic.min.gen.i.sys.i64.p0i64(i64* %152, i64 1)
  %154 = trunc i64 %153 to i32
  %155 = load i32, i32* %13, align 4
  %156 = add nsw i32 %155, %154
  store i32 %156, i32* %13, align 4
  %157 = load float*, float** %9, align 8
  %158 = atomicrmw fadd float* %157, float 1.000000e+00 seq_cst, align 4
  %159 = fptosi float %158 to i32
  %160 = load i32, i32* %13, align 4
  %161 = add nsw i32 %160, %159
  store i32 %161, i32* %13, align 4
  %162 = load float*, float** %9, align 8
  %163 = call contract float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0f32(float* %162, float 1.000000e+00)
  %164 = fptosi float %163 to i32
  %165 = load i32, i32* %13, align 4
  %166 = add nsw i32 %165, %164
  store i32 %166, i32* %13, align 4
  %167 = load float*, float** %9, align 8
  %168 = call contract float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0f32(float* %167, float 1.000000e+00)
  %169 = fptosi float %168 to i32
  %170 = load i32, i32* %13, align 4
  %171 = add nsw i32 %170, %169
  store i32 %171, i32* %13, align 4
  %172 = load double*, double** %10, align 8
  %173 = atomicrmw fadd double* %172, double 1.000000e+00 seq_cst, align 8
  %174 = fptosi double %173 to i32
  %175 = load i32, i32* %13, align 4
  %176 = add nsw i32 %175, %174
  store i32 %176, i32* %13, align 4
  %177 = load double*, double** %10, align 8
  %178 = call contract double @llvm.nvvm.atomic.add.gen.f.cta.f64.p0f64(double* %177, double 1.000000e+00)
  %179 = fptosi double %178 to i32
  %180 = load i32, i32* %13, align 4
  %181 = add nsw i32 %180, %179
  store i32 %181, i32* %13, align 4
  %182 = load i32, i32* %13, align 4
  %183 = load i32*, i32** %7, align 8
  %184 = getelementptr inbounds i32, i32* %183, i64 1
  store i32 %182, i32* %184, align 4
  ret void
}

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0i32(i32* nocapture, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0i32(i32* nocapture, i32, i32) #1

; Function Attrs: argmemonly nounwind
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0i32(i32* nocapture, i32, i32) #1

; Function Attrs: argmemonly nounwind
declare i64 @llvm.nvvm.atomic.add.gen.i.cta.i64.p0i64(i64* nocapture, i64) #1

; Function Attrs: argmemonly nounwind
declare i64 @llvm.nvvm.atomic.min.gen.i.sys.i64.p0i64(i64* nocapture, i64) #1

; Function Attrs: argmemonly nounwind
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0f32(float* nocapture, float) #1

; Function Attrs: argmemonly nounwind
declare float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0f32(float* nocapture, float) #1

; Function Attrs: argmemonly nounwind
declare double @llvm.nvvm.atomic.add.gen.f.cta.f64.p0f64(double* nocapture, double) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4warpPiPfPx(i32* noundef %0, float* noundef %1, i64* noundef %2) #0 {
  %4 = alloca i32*, align 8
  %5 = alloca float*, align 8
  %6 = alloca i64*, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  store float* %1, float** %5, align 8
  store i64* %2, i64** %6, align 8
  %10 = load i32*, i32** %4, align 8
  %11 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, i32* %10, i64 %12
  %14 = load i32, i32* %13, align 4
  store i32 %14, i32* %7, align 4
  %15 = load i32, i32* %7, align 4
  %16 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %15, i32 1, i32 31)
  %17 = load i32, i32* %7, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, i32* %7, align 4
  %19 = load i32, i32* %7, align 4
  %20 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 1, i32 0)
  %21 = load i32, i32* %7, align 4
  %22 = add nsw i32 %21, %20
  store i32 %22, i32* %7, align 4
  %23 = load i32, i32* %7, align 4
  %24 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %23, i32 1, i32 31)
  %25 = load i32, i32* %7, align 4
  %26 = add nsw i32 %25, %24
  store i32 %26, i32* %7, align 4
  %27 = load i32, i32* %7, align 4
  %28 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %27, i32 1, i32 31)
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, i32* %7, align 4
  %31 = load float*, float** %5, align 8
  %32 = getelementptr inbounds float, float* %31, i64 0
  %33 = load float, float* %32, align 4
  store float %33, float* %8, align 4
  %34 = load float, float* %8, align 4
  %35 = call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %34, i32 0, i32 31)
  %36 = load float, float* %8, align 4
  %37 = fadd contract float %36, %35
  store float %37, float* %8, align 4
  %38 = load i32, i32* %7, align 4
  %39 = icmp sgt i32 %38, 0
  %40 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %39)
  %41 = zext i1 %40 to i32
  %42 = load i32, i32* %7, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, i32* %7, align 4
  %44 = load i32, i32* %7, align 4
  %45 = icmp sgt i32 %44, 0
  %46 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %45)
  %47 = zext i1 %46 to i32
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, i32* %7, align 4
  %50 = load i32, i32* %7, align 4
  %51 = icmp sgt i32 %50, 0
  %52 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %51)
  %53 = zext i1 %52 to i32
  %54 = load i32, i32* %7, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, i32* %7, align 4
  %56 = load i32, i32* %7, align 4
  %57 = icmp sgt i32 %56, 0
  %58 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %57)
  %59 = load i32, i32* %7, align 4
  %60 = add i32 %59, %58
  store i32 %60, i32* %7, align 4
  %61 = load i32, i32* %7, align 4
  %62 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %61)
  %63 = load i32, i32* %7, align 4
  %64 = add i32 %63, %62
  store i32 %64, i32* %7, align 4
  %65 = load i64*, i64** %6, align 8
  %66 = getelementptr inbounds i64, i64* %65, i64 0
  %67 = load i64, i64* %66, align 8
  %68 = call i64 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %67)
  %69 = load i32, i32* %7, align 4
  %70 = sext i32 %69 to i64
  %71 = add nsw i64 %70, %68
  %72 = trunc i64 %71 to i32
  store i32 %72, i32* %7, align 4
  %73 = load i32, i32* %7, align 4
  %74 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %73)
  %75 = extractvalue { i32, i1 } %74, 1
  %76 = zext i1 %75 to i32
  store i32 %76, i32* %9, align 4
  %77 = extractvalue { i32, i1 } %74, 0
  %78 = load i32, i32* %7, align 4
  %79 = add i32 %78, %77
  store i32 %79, i32* %7, align 4
  %80 = load i32, i32* %9, align 4
  %81 = load i32, i32* %7, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, i32* %7, align 4
  %83 = load i64*, i64** %6, align 8
  %84 = getelementptr inbounds i64, i64* %83, i64 1
  %85 = load i64, i64* %84, align 8
  %86 = call { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %85)
  %87 = extractvalue { i64, i1 } %86, 1
  %88 = zext i1 %87 to i32
  store i32 %88, i32* %9, align 4
  %89 = extractvalue { i64, i1 } %86, 0
  %90 = load i32, i32* %7, align 4
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %91, %89
  %93 = trunc i64 %92 to i32
  store i32 %93, i32* %7, align 4
  %94 = load i32, i32* %9, align 4
  %95 = load i32, i32* %7, align 4
  %96 = add nsw i32 %95, %94
  store i32 %96, i32* %7, align 4
  %97 = load i32, i32* %7, align 4
  %98 = call i32 @llvm.nvvm.barrier0.and(i32 %97)
  %99 = load i32, i32* %7, align 4
  %100 = add nsw i32 %99, %98
  store i32 %100, i32* %7, align 4
  %101 = load i32, i32* %7, align 4
  %102 = call i32 @llvm.nvvm.barrier0.or(i32 %101)
  %103 = load i32, i32* %7, align 4
  %104 = add nsw i32 %103, %102
  store i32 %104, i32* %7, align 4
  %105 = load i32, i32* %7, align 4
  %106 = call i32 @llvm.nvvm.barrier0.popc(i32 %105)
  %107 = load i32, i32* %7, align 4
  %108 = add nsw i32 %107, %106
  store i32 %108, i32* %7, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 64)
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  %109 = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %110 = load i32, i32* %7, align 4
  %111 = add nsw i32 %110, %109
  store i32 %111, i32* %7, align 4
  %112 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %113 = load i64*, i64** %6, align 8
  %114 = getelementptr inbounds i64, i64* %113, i64 2
  store i64 %112, i64* %114, align 8
  %115 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %116 = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %117 = add nsw i32 %115, %116
  %118 = call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
  %119 = add nsw i32 %117, %118
  %120 = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %121 = add nsw i32 %119, %120
  %122 = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %123 = add nsw i32 %121, %122
  %124 = load i32, i32* %7, align 4
  %125 = add nsw i32 %124, %123
  store i32 %125, i32* %7, align 4
  %126 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
  %127 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %128 = add nsw i32 %126, %127
  %129 = load i32, i32* %7, align 4
  %130 = add nsw i32 %129, %128
  store i32 %130, i32* %7, align 4
  %131 = call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %132 = sext i32 %131 to i64
  %133 = load i64*, i64** %6, align 8
  %134 = getelementptr inbounds i64, i64* %133, i64 3
  store i64 %132, i64* %134, align 8
  %135 = load i32*, i32** %4, align 8
  %136 = bitcast i32* %135 to i8*
  %137 = call i1 @llvm.nvvm.isspacep.global(i8* %136)
  %138 = zext i1 %137 to i32
  %139 = load i32*, i32** %4, align 8
  %140 = bitcast i32* %139 to i8*
  %141 = call i1 @llvm.nvvm.isspacep.shared(i8* %140)
  %142 = zext i1 %141 to i32
  %143 = add nsw i32 %138, %142
  %144 = load i32*, i32** %4, align 8
  %145 = bitcast i32* %144 to i8*
  %146 = call i1 @llvm.nvvm.isspacep.local(i8* %145)
  %147 = zext i1 %146 to i32
  %148 = add nsw i32 %143, %147
  %149 = load i32*, i32** %4, align 8
  %150 = bitcast i32* %149 to i8*
  %151 = call i1 @llvm.nvvm.isspacep.const(i8* %150)
  %152 = zext i1 %151 to i32
  %153 = add nsw i32 %148, %152
  %154 = load i32, i32* %7, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, i32* %7, align 4
  %156 = load i32, i32* %7, align 4
  %157 = load i32*, i32** %4, align 8
  %158 = getelementptr inbounds i32, i32* %157, i64 0
  store i32 %156, i32* %158, align 4
  %159 = load float, float* %8, align 4
  %160 = load float*, float** %5, align 8
  %161 = getelementptr inbounds float, float* %160, i64 1
  store float %159, float* %161, align 4
  ret void
}

; Function Attrs: nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i64 @llvm.nvvm.match.any.sync.i64(i32, i64) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #3

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #4

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #4

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.cta() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.sys() #5

; Function Attrs: inaccessiblememonly nounwind
declare i32 @llvm.nvvm.read.ptx.sreg.clock() #6

; Function Attrs: inaccessiblememonly nounwind
declare i64 @llvm.nvvm.read.ptx.sreg.clock64() #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.warpid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nwarpid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.smid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.gridid() #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.global(i8*) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.shared(i8*) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.local(i8*) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.const(i8*) #7

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z3ldgPKiPKfPKdPKDv4_fPKDv4_iPKDv4_cPKDv2_xPKDv2_dPKxPKsPKcPKDv2_fPKDv2_iPKDv4_sPKDv2_sPf(i32* noundef %0, float* noundef %1, double* noundef %2, <4 x float>* noundef %3, <4 x i32>* noundef %4, <4 x i8>* noundef %5, <2 x i64>* noundef %6, <2 x double>* noundef %7, i64* noundef %8, i16* noundef %9, i8* noundef %10, <2 x float>* noundef %11, <2 x i32>* noundef %12, <4 x i16>* noundef %13, <2 x i16>* noundef %14, float* noundef %15) #0 {
  %17 = alloca i32*, align 8
  %18 = alloca float*, align 8
  %19 = alloca double*, align 8
  %20 = alloca <4 x float>*, align 8
  %21 = alloca <4 x i32>*, align 8
  %22 = alloca <4 x i8>*, align 8
  %23 = alloca <2 x i64>*, align 8
  %24 = alloca <2 x double>*, align 8
  %25 = alloca i64*, align 8
  %26 = alloca i16*, align 8
  %27 = alloca i8*, align 8
  %28 = alloca <2 x float>*, align 8
  %29 = alloca <2 x i32>*, align 8
  %30 = alloca <4 x i16>*, align 8
  %31 = alloca <2 x i16>*, align 8
  %32 = alloca float*, align 8
  %33 = alloca float, align 4
  %34 = alloca <4 x float>, align 16
  %35 = alloca <4 x i32>, align 16
  %36 = alloca <4 x i8>, align 4
  %37 = alloca <2 x i64>, align 16
  %38 = alloca <2 x double>, align 16
  %39 = alloca <2 x float>, align 8
  %40 = alloca <2 x i32>, align 8
  %41 = alloca <4 x i16>, align 8
  %42 = alloca <2 x i16>, align 4
  store i32* %0, i32** %17, align 8
  store float* %1, float** %18, align 8
  store double* %2, double** %19, align 8
  store <4 x float>* %3, <4 x float>** %20, align 8
  store <4 x i32>* %4, <4 x i32>** %21, align 8
  store <4 x i8>* %5, <4 x i8>** %22, align 8
  store <2 x i64>* %6, <2 x i64>** %23, align 8
  store <2 x double>* %7, <2 x double>** %24, align 8
  store i64* %8, i64** %25, align 8
  store i16* %9, i16** %26, align 8
  store i8* %10, i8** %27, align 8
  store <2 x float>* %11, <2 x float>** %28, align 8
  store <2 x i32>* %12, <2 x i32>** %29, align 8
  store <4 x i16>* %13, <4 x i16>** %30, align 8
  store <2 x i16>* %14, <2 x i16>** %31, align 8
  store float* %15, float** %32, align 8
  %43 = load i32*, i32** %17, align 8
  %44 = call i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* %43, i32 4)
  %45 = sitofp i32 %44 to float
  %46 = load float*, float** %18, align 8
  %47 = call contract float @llvm.nvvm.ldg.global.f.f32.p0f32(float* %46, i32 4)
  %48 = fadd contract float %45, %47
  %49 = fpext float %48 to double
  %50 = load double*, double** %19, align 8
  %51 = call contract double @llvm.nvvm.ldg.global.f.f64.p0f64(double* %50, i32 8)
  %52 = fadd contract double %49, %51
  %53 = load <4 x float>*, <4 x float>** %20, align 8
  %54 = call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* %53, i32 16)
  store <4 x float> %54, <4 x float>* %34, align 16
  %55 = load <4 x float>, <4 x float>* %34, align 16
  %56 = extractelement <4 x float> %55, i64 0
  %57 = fpext float %56 to double
  %58 = fadd contract double %52, %57
  %59 = load <4 x i32>*, <4 x i32>** %21, align 8
  %60 = call <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0v4i32(<4 x i32>* %59, i32 16)
  store <4 x i32> %60, <4 x i32>* %35, align 16
  %61 = load <4 x i32>, <4 x i32>* %35, align 16
  %62 = extractelement <4 x i32> %61, i64 1
  %63 = sitofp i32 %62 to double
  %64 = fadd contract double %58, %63
  %65 = load <4 x i8>*, <4 x i8>** %22, align 8
  %66 = call <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p0v4i8(<4 x i8>* %65, i32 4)
  store <4 x i8> %66, <4 x i8>* %36, align 4
  %67 = load <4 x i8>, <4 x i8>* %36, align 4
  %68 = extractelement <4 x i8> %67, i64 2
  %69 = sext i8 %68 to i32
  %70 = sitofp i32 %69 to double
  %71 = fadd contract double %64, %70
  %72 = load <2 x i64>*, <2 x i64>** %23, align 8
  %73 = call <2 x i64> @llvm.nvvm.ldg.global.i.v2i64.p0v2i64(<2 x i64>* %72, i32 16)
  store <2 x i64> %73, <2 x i64>* %37, align 16
  %74 = load <2 x i64>, <2 x i64>* %37, align 16
  %75 = extractelement <2 x i64> %74, i64 0
  %76 = sitofp i64 %75 to double
  %77 = fadd contract double %71, %76
  %78 = load <2 x double>*, <2 x double>** %24, align 8
  %79 = call contract <2 x double> @llvm.nvvm.ldg.global.f.v2f64.p0v2f64(<2 x double>* %78, i32 16)
  store <2 x double> %79, <2 x double>* %38, align 16
  %80 = load <2 x double>, <2 x double>* %38, align 16
  %81 = extractelement <2 x double> %80, i64 1
  %82 = fadd contract double %77, %81
  %83 = load i64*, i64** %25, align 8
  %84 = call i64 @llvm.nvvm.ldg.global.i.i64.p0i64(i64* %83, i32 8)
  %85 = sitofp i64 %84 to double
  %86 = fadd contract double %82, %85
  %87 = load i16*, i16** %26, align 8
  %88 = call i16 @llvm.nvvm.ldg.global.i.i16.p0i16(i16* %87, i32 2)
  %89 = sext i16 %88 to i32
  %90 = sitofp i32 %89 to double
  %91 = fadd contract double %86, %90
  %92 = load i8*, i8** %27, align 8
  %93 = call i8 @llvm.nvvm.ldg.global.i.i8.p0i8(i8* %92, i32 1)
  %94 = sext i8 %93 to i32
  %95 = sitofp i32 %94 to double
  %96 = fadd contract double %91, %95
  %97 = load <2 x float>*, <2 x float>** %28, align 8
  %98 = call contract <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p0v2f32(<2 x float>* %97, i32 8)
  store <2 x float> %98, <2 x float>* %39, align 8
  %99 = load <2 x float>, <2 x float>* %39, align 8
  %100 = extractelement <2 x float> %99, i64 0
  %101 = fpext float %100 to double
  %102 = fadd contract double %96, %101
  %103 = load <2 x i32>*, <2 x i32>** %29, align 8
  %104 = call <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p0v2i32(<2 x i32>* %103, i32 8)
  store <2 x i32> %104, <2 x i32>* %40, align 8
  %105 = load <2 x i32>, <2 x i32>* %40, align 8
  %106 = extractelement <2 x i32> %105, i64 0
  %107 = sitofp i32 %106 to double
  %108 = fadd contract double %102, %107
  %109 = load <4 x i16>*, <4 x i16>** %30, align 8
  %110 = call <4 x i16> @llvm.nvvm.ldg.global.i.v4i16.p0v4i16(<4 x i16>* %109, i32 8)
  store <4 x i16> %110, <4 x i16>* %41, align 8
  %111 = load <4 x i16>, <4 x i16>* %41, align 8
  %112 = extractelement <4 x i16> %111, i64 0
  %113 = sext i16 %112 to i32
  %114 = sitofp i32 %113 to double
  %115 = fadd contract double %108, %114
  %116 = load <2 x i16>*, <2 x i16>** %31, align 8
  %117 = call <2 x i16> @llvm.nvvm.ldg.global.i.v2i16.p0v2i16(<2 x i16>* %116, i32 4)
  store <2 x i16> %117, <2 x i16>* %42, align 4
  %118 = load <2 x i16>, <2 x i16>* %42, align 4
  %119 = extractelement <2 x i16> %118, i64 1
  %120 = sext i16 %119 to i32
  %121 = sitofp i32 %120 to double
  %122 = fadd contract double %115, %121
  %123 = fptrunc double %122 to float
  store float %123, float* %33, align 4
  %124 = load float, float* %33, align 4
  %125 = load float*, float** %32, align 8
  %126 = getelementptr inbounds float, float* %125, i64 0
  store float %124, float* %126, align 4
  ret void
}

; Function Attrs: argmemonly nounwind readonly
declare i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare float @llvm.nvvm.ldg.global.f.f32.p0f32(float* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare double @llvm.nvvm.ldg.global.f.f64.p0f64(double* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0v4i32(<4 x i32>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p0v4i8(<4 x i8>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <2 x i64> @llvm.nvvm.ldg.global.i.v2i64.p0v2i64(<2 x i64>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <2 x double> @llvm.nvvm.ldg.global.f.v2f64.p0v2f64(<2 x double>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare i64 @llvm.nvvm.ldg.global.i.i64.p0i64(i64* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare i16 @llvm.nvvm.ldg.global.i.i16.p0i16(i16* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare i8 @llvm.nvvm.ldg.global.i.i8.p0i8(i8* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p0v2f32(<2 x float>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p0v2i32(<2 x i32>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <4 x i16> @llvm.nvvm.ldg.global.i.v4i16.p0v4i16(<4 x i16>* nocapture, i32) #8

; Function Attrs: argmemonly nounwind readonly
declare <2 x i16> @llvm.nvvm.ldg.global.i.v2i16.p0v2i16(<2 x i16>* nocapture, i32) #8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z5mathbPfPdPiPjPxPy(float* noundef %0, double* noundef %1, i32* noundef %2, i32* noundef %3, i64* noundef %4, i64* noundef %5) #0 {
  %7 = alloca float*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64*, align 8
  %13 = alloca float, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store float* %0, float** %7, align 8
  store double* %1, double** %8, align 8
  store i32* %2, i32** %9, align 8
  store i32* %3, i32** %10, align 8
  store i64* %4, i64** %11, align 8
  store i64* %5, i64** %12, align 8
  %19 = load float*, float** %7, align 8
  %20 = getelementptr inbounds float, float* %19, i64 0
  %21 = load float, float* %20, align 4
  store float %21, float* %13, align 4
  %22 = load double*, double** %8, align 8
  %23 = getelementptr inbounds double, double* %22, i64 0
  %24 = load double, double* %23, align 8
  store double %24, double* %14, align 8
  %25 = load i32*, i32** %9, align 8
  %26 = getelementptr inbounds i32, i32* %25, i64 0
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %15, align 4
  %28 = load i32*, i32** %10, align 8
  %29 = getelementptr inbounds i32, i32* %28, i64 0
  %30 = load i32, i32* %29, align 4
  store i32 %30, i32* %16, align 4
  %31 = load i64*, i64** %11, align 8
  %32 = getelementptr inbounds i64, i64* %31, i64 0
  %33 = load i64, i64* %32, align 8
  store i64 %33, i64* %17, align 8
  %34 = load i64*, i64** %12, align 8
  %35 = getelementptr inbounds i64, i64* %34, i64 0
  %36 = load i64, i64* %35, align 8
  store i64 %36, i64* %18, align 8
  %37 = load float, float* %13, align 4
  %38 = call contract float @llvm.nvvm.ex2.approx.f(float %37)
  %39 = load float, float* %13, align 4
  %40 = call contract float @llvm.nvvm.ex2.approx.ftz.f(float %39)
  %41 = fadd contract float %38, %40
  %42 = load float, float* %13, align 4
  %43 = call contract float @llvm.nvvm.lg2.approx.f(float %42)
  %44 = fadd contract float %41, %43
  %45 = load float, float* %13, align 4
  %46 = call contract float @llvm.nvvm.sin.approx.f(float %45)
  %47 = fadd contract float %44, %46
  %48 = load float, float* %13, align 4
  %49 = call contract float @llvm.nvvm.cos.approx.ftz.f(float %48)
  %50 = fadd contract float %47, %49
  store float %50, float* %13, align 4
  %51 = load float, float* %13, align 4
  %52 = call contract float @llvm.nvvm.rcp.rn.f(float %51)
  %53 = load float, float* %13, align 4
  %54 = call contract float @llvm.nvvm.rcp.rz.ftz.f(float %53)
  %55 = fadd contract float %52, %54
  %56 = load float, float* %13, align 4
  %57 = call contract float @llvm.nvvm.rsqrt.approx.f(float %56)
  %58 = fadd contract float %55, %57
  %59 = load float, float* %13, align 4
  %60 = call contract float @llvm.nvvm.sqrt.rn.f(float %59)
  %61 = fadd contract float %58, %60
  %62 = load float, float* %13, align 4
  %63 = call contract float @llvm.nvvm.sqrt.approx.f(float %62)
  %64 = fadd contract float %61, %63
  %65 = load float, float* %13, align 4
  %66 = load float, float* %13, align 4
  %67 = call contract float @llvm.nvvm.div.approx.f(float %65, float %66)
  %68 = fadd contract float %64, %67
  %69 = load float, float* %13, align 4
  %70 = load float, float* %13, align 4
  %71 = call contract float @llvm.nvvm.div.rn.f(float %69, float %70)
  %72 = fadd contract float %68, %71
  %73 = load float, float* %13, align 4
  %74 = load float, float* %13, align 4
  %75 = call contract float @llvm.nvvm.div.rz.ftz.f(float %73, float %74)
  %76 = fadd contract float %72, %75
  %77 = load float, float* %13, align 4
  %78 = load float, float* %13, align 4
  %79 = load float, float* %13, align 4
  %80 = call contract float @llvm.nvvm.fma.rn.f(float %77, float %78, float %79)
  %81 = fadd contract float %76, %80
  %82 = load float, float* %13, align 4
  %83 = load float, float* %13, align 4
  %84 = load float, float* %13, align 4
  %85 = call contract float @llvm.nvvm.fma.rz.ftz.f(float %82, float %83, float %84)
  %86 = fadd contract float %81, %85
  %87 = load float, float* %13, align 4
  %88 = fadd contract float %87, %86
  store float %88, float* %13, align 4
  %89 = load float, float* %13, align 4
  %90 = load float, float* %13, align 4
  %91 = call contract float @llvm.nvvm.fmin.f(float %89, float %90)
  %92 = load float, float* %13, align 4
  %93 = load float, float* %13, align 4
  %94 = call contract float @llvm.nvvm.fmax.ftz.f(float %92, float %93)
  %95 = fadd contract float %91, %94
  %96 = load float, float* %13, align 4
  %97 = call contract float @llvm.nvvm.fabs.f(float %96)
  %98 = fadd contract float %95, %97
  %99 = load float, float* %13, align 4
  %100 = call contract float @llvm.nvvm.saturate.f(float %99)
  %101 = fadd contract float %98, %100
  %102 = load float, float* %13, align 4
  %103 = call contract float @llvm.nvvm.floor.f(float %102)
  %104 = fadd contract float %101, %103
  %105 = load float, float* %13, align 4
  %106 = call contract float @llvm.nvvm.ceil.ftz.f(float %105)
  %107 = fadd contract float %104, %106
  %108 = load float, float* %13, align 4
  %109 = call contract float @llvm.nvvm.trunc.f(float %108)
  %110 = fadd contract float %107, %109
  %111 = load float, float* %13, align 4
  %112 = call contract float @llvm.nvvm.round.f(float %111)
  %113 = fadd contract float %110, %112
  %114 = load float, float* %13, align 4
  %115 = fadd contract float %114, %113
  store float %115, float* %13, align 4
  %116 = load double, double* %14, align 8
  %117 = call contract double @llvm.nvvm.rcp.rn.d(double %116)
  %118 = load double, double* %14, align 8
  %119 = call contract double @llvm.nvvm.sqrt.rn.d(double %118)
  %120 = fadd contract double %117, %119
  %121 = load double, double* %14, align 8
  %122 = load double, double* %14, align 8
  %123 = call contract double @llvm.nvvm.div.rn.d(double %121, double %122)
  %124 = fadd contract double %120, %123
  %125 = load double, double* %14, align 8
  %126 = load double, double* %14, align 8
  %127 = load double, double* %14, align 8
  %128 = call contract double @llvm.nvvm.fma.rn.d(double %125, double %126, double %127)
  %129 = fadd contract double %124, %128
  %130 = load double, double* %14, align 8
  %131 = load double, double* %14, align 8
  %132 = call contract double @llvm.nvvm.fmin.d(double %130, double %131)
  %133 = fadd contract double %129, %132
  %134 = load double, double* %14, align 8
  %135 = call contract double @llvm.nvvm.fabs.d(double %134)
  %136 = fadd contract double %133, %135
  %137 = load double, double* %14, align 8
  %138 = call contract double @llvm.nvvm.floor.d(double %137)
  %139 = fadd contract double %136, %138
  %140 = load double, double* %14, align 8
  %141 = call contract double @llvm.nvvm.rsqrt.approx.d(double %140)
  %142 = fadd contract double %139, %141
  %143 = load double, double* %14, align 8
  %144 = call contract double @llvm.nvvm.lg2.approx.d(double %143)
  %145 = fadd contract double %142, %144
  %146 = load double, double* %14, align 8
  %147 = call contract double @llvm.nvvm.ex2.approx.d(double %146)
  %148 = fadd contract double %145, %147
  %149 = load double, double* %14, align 8
  %150 = call contract double @llvm.nvvm.rcp.approx.ftz.d(double %149)
  %151 = fadd contract double %148, %150
  %152 = load double, double* %14, align 8
  %153 = call contract double @llvm.nvvm.saturate.d(double %152)
  %154 = fadd contract double %151, %153
  store double %154, double* %14, align 8
  %155 = load i32, i32* %15, align 4
  %156 = load i32, i32* %15, align 4
  %157 = call i32 @llvm.nvvm.mulhi.i(i32 %155, i32 %156)
  %158 = load i32, i32* %15, align 4
  %159 = load i32, i32* %15, align 4
  %160 = call i32 @llvm.nvvm.mul24.i(i32 %158, i32 %159)
  %161 = add nsw i32 %157, %160
  %162 = load i32, i32* %15, align 4
  %163 = load i32, i32* %15, align 4
  %164 = load i32, i32* %15, align 4
  %165 = call i32 @llvm.nvvm.sad.i(i32 %162, i32 %163, i32 %164)
  %166 = add nsw i32 %161, %165
  %167 = load i32, i32* %16, align 4
  %168 = call i32 @llvm.bitreverse.i32(i32 %167)
  %169 = add i32 %166, %168
  %170 = load i32, i32* %15, align 4
  %171 = call i32 @llvm.ctlz.i32(i32 %170, i1 true)
  %172 = add i32 %169, %171
  %173 = load i32, i32* %15, align 4
  %174 = call i32 @llvm.ctpop.i32(i32 %173)
  %175 = add i32 %172, %174
  %176 = load i32, i32* %15, align 4
  %177 = load i32, i32* %15, align 4
  %178 = load i32, i32* %15, align 4
  %179 = call i32 @llvm.nvvm.prmt(i32 %176, i32 %177, i32 %178)
  %180 = add i32 %175, %179
  %181 = load i32, i32* %15, align 4
  %182 = sub nsw i32 0, %181
  %183 = icmp slt i32 %181, 0
  %184 = select i1 %183, i32 %182, i32 %181
  %185 = add i32 %180, %184
  %186 = load i32, i32* %15, align 4
  %187 = call i32 @llvm.cttz.i32(i32 %186, i1 true)
  %188 = add i32 %187, 1
  %189 = icmp eq i32 %186, 0
  %190 = select i1 %189, i32 0, i32 %188
  %191 = add i32 %185, %190
  %192 = load i32, i32* %16, align 4
  %193 = call i32 @llvm.cttz.i32(i32 %192, i1 true)
  %194 = add i32 %191, %193
  %195 = load i32, i32* %16, align 4
  %196 = call i32 @llvm.bswap.i32(i32 %195)
  %197 = add i32 %194, %196
  store i32 %197, i32* %15, align 4
  %198 = load i64, i64* %17, align 8
  %199 = load i64, i64* %17, align 8
  %200 = call i64 @llvm.nvvm.mulhi.ll(i64 %198, i64 %199)
  %201 = load i64, i64* %18, align 8
  %202 = call i64 @llvm.bitreverse.i64(i64 %201)
  %203 = add i64 %200, %202
  %204 = load i64, i64* %17, align 8
  %205 = call i64 @llvm.ctlz.i64(i64 %204, i1 true)
  %206 = trunc i64 %205 to i32
  %207 = sext i32 %206 to i64
  %208 = add i64 %203, %207
  %209 = load i64, i64* %17, align 8
  %210 = call i64 @llvm.ctpop.i64(i64 %209)
  %211 = trunc i64 %210 to i32
  %212 = sext i32 %211 to i64
  %213 = add i64 %208, %212
  %214 = load i64, i64* %17, align 8
  %215 = sub nsw i64 0, %214
  %216 = icmp slt i64 %214, 0
  %217 = select i1 %216, i64 %215, i64 %214
  %218 = add i64 %213, %217
  %219 = load i64, i64* %17, align 8
  %220 = call i64 @llvm.cttz.i64(i64 %219, i1 true)
  %221 = add i64 %220, 1
  %222 = icmp eq i64 %219, 0
  %223 = select i1 %222, i64 0, i64 %221
  %224 = trunc i64 %223 to i32
  %225 = sext i32 %224 to i64
  %226 = add i64 %218, %225
  %227 = load i64, i64* %18, align 8
  %228 = call i64 @llvm.bswap.i64(i64 %227)
  %229 = add i64 %226, %228
  %230 = load i32, i32* %16, align 4
  %231 = call i32 @llvm.fshl.i32(i32 %230, i32 %230, i32 3)
  %232 = zext i32 %231 to i64
  %233 = add i64 %229, %232
  %234 = load i64, i64* %18, align 8
  %235 = call i64 @llvm.fshr.i64(i64 %234, i64 %234, i64 5)
  %236 = add i64 %233, %235
  store i64 %236, i64* %17, align 8
  %237 = load float, float* %13, align 4
  %238 = call i32 @llvm.nvvm.f2i.rn(float %237)
  %239 = load float, float* %13, align 4
  %240 = call i32 @llvm.nvvm.f2i.rz.ftz(float %239)
  %241 = add nsw i32 %238, %240
  %242 = load double, double* %14, align 8
  %243 = call i32 @llvm.nvvm.d2i.rm(double %242)
  %244 = add nsw i32 %241, %243
  %245 = load float, float* %13, align 4
  %246 = call i32 @llvm.nvvm.f2ui.rp(float %245)
  %247 = add i32 %244, %246
  %248 = load float, float* %13, align 4
  %249 = call i64 @llvm.nvvm.f2ll.rn(float %248)
  %250 = trunc i64 %249 to i32
  %251 = add i32 %247, %250
  %252 = load double, double* %14, align 8
  %253 = call i64 @llvm.nvvm.d2ull.rz(double %252)
  %254 = trunc i64 %253 to i32
  %255 = add i32 %251, %254
  %256 = load float, float* %13, align 4
  %257 = call i32 @llvm.nvvm.bitcast.f2i(float %256)
  %258 = add i32 %255, %257
  %259 = load double, double* %14, align 8
  %260 = call i64 @llvm.nvvm.bitcast.d2ll(double %259)
  %261 = trunc i64 %260 to i32
  %262 = add i32 %258, %261
  %263 = load double, double* %14, align 8
  %264 = call i32 @llvm.nvvm.d2i.lo(double %263)
  %265 = add i32 %262, %264
  %266 = load double, double* %14, align 8
  %267 = call i32 @llvm.nvvm.d2i.hi(double %266)
  %268 = add i32 %265, %267
  %269 = load i32, i32* %15, align 4
  %270 = add i32 %269, %268
  store i32 %270, i32* %15, align 4
  %271 = load i32, i32* %15, align 4
  %272 = call contract float @llvm.nvvm.i2f.rn(i32 %271)
  %273 = load i32, i32* %16, align 4
  %274 = call contract float @llvm.nvvm.ui2f.rz(i32 %273)
  %275 = fadd contract float %272, %274
  %276 = load i64, i64* %17, align 8
  %277 = call contract float @llvm.nvvm.ll2f.rm(i64 %276)
  %278 = fadd contract float %275, %277
  %279 = load double, double* %14, align 8
  %280 = call contract float @llvm.nvvm.d2f.rn(double %279)
  %281 = fadd contract float %278, %280
  %282 = load double, double* %14, align 8
  %283 = call contract float @llvm.nvvm.d2f.rz.ftz(double %282)
  %284 = fadd contract float %281, %283
  %285 = load i32, i32* %15, align 4
  %286 = call contract float @llvm.nvvm.bitcast.i2f(i32 %285)
  %287 = fadd contract float %284, %286
  %288 = load float, float* %13, align 4
  %289 = fadd contract float %288, %287
  store float %289, float* %13, align 4
  %290 = load i32, i32* %15, align 4
  %291 = call contract double @llvm.nvvm.i2d.rn(i32 %290)
  %292 = load i64, i64* %17, align 8
  %293 = call contract double @llvm.nvvm.ll2d.rp(i64 %292)
  %294 = fadd contract double %291, %293
  %295 = load i64, i64* %17, align 8
  %296 = call contract double @llvm.nvvm.bitcast.ll2d(i64 %295)
  %297 = fadd contract double %294, %296
  %298 = load i32, i32* %15, align 4
  %299 = load i32, i32* %15, align 4
  %300 = call contract double @llvm.nvvm.lohi.i2d(i32 %298, i32 %299)
  %301 = fadd contract double %297, %300
  %302 = load double, double* %14, align 8
  %303 = fadd contract double %302, %301
  store double %303, double* %14, align 8
  %304 = load float, float* %13, align 4
  %305 = call i16 @llvm.nvvm.f2h.rn(float %304)
  %306 = zext i16 %305 to i32
  %307 = load float, float* %13, align 4
  %308 = call i16 @llvm.nvvm.f2h.rn.ftz(float %307)
  %309 = zext i16 %308 to i32
  %310 = add nsw i32 %306, %309
  %311 = sitofp i32 %310 to float
  %312 = load float, float* %13, align 4
  %313 = fadd contract float %312, %311
  store float %313, float* %13, align 4
  %314 = load float, float* %13, align 4
  %315 = load float*, float** %7, align 8
  %316 = getelementptr inbounds float, float* %315, i64 1
  store float %314, float* %316, align 4
  %317 = load double, double* %14, align 8
  %318 = load double*, double** %8, align 8
  %319 = getelementptr inbounds double, double* %318, i64 1
  store double %317, double* %319, align 8
  %320 = load i32, i32* %15, align 4
  %321 = load i32*, i32** %9, align 8
  %322 = getelementptr inbounds i32, i32* %321, i64 1
  store i32 %320, i32* %322, align 4
  %323 = load i64, i64* %17, align 8
  %324 = load i64*, i64** %11, align 8
  %325 = getelementptr inbounds i64, i64* %324, i64 1
  store i64 %323, i64* %325, align 8
  ret void
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.ftz.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rcp.rn.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rcp.rz.ftz.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sqrt.rn.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sqrt.approx.f(float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.rn.f(float, float) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.rz.ftz.f(float, float) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fma.rn.f(float, float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmin.f(float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmax.ftz.f(float, float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fabs.f(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.floor.f(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ceil.ftz.f(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.trunc.f(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.round.f(float) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.rcp.rn.d(double) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.sqrt.rn.d(double) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.div.rn.d(double, double) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fma.rn.d(double, double, double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fmin.d(double, double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.fabs.d(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.floor.d(double) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.rsqrt.approx.d(double) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.lg2.approx.d(double) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.ex2.approx.d(double) #9

; Function Attrs: nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.saturate.d(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mul24.i(i32, i32) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshr.i64(i64, i64, i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rz.ftz(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rm(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2ui.rp(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.f2ll.rn(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.d2ull.rz(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.bitcast.f2i(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.bitcast.d2ll(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.lo(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.hi(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.i2f.rn(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ui2f.rz(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ll2f.rm(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rn(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rz.ftz(double) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.bitcast.i2f(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.i2d.rn(i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.ll2d.rp(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.bitcast.ll2d(i64) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.lohi.i2d(i32, i32) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.nvvm.f2h.rn(float) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.nvvm.f2h.rn.ftz(float) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { argmemonly nounwind }
attributes #2 = { nounwind readnone speculatable }
attributes #3 = { convergent inaccessiblememonly nounwind }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }
attributes #6 = { inaccessiblememonly nounwind }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nounwind readonly }
attributes #9 = { nofree nosync nounwind readnone willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{void (i32*, i64*, float*, double*, i32*, i64*)* @_Z5atomsPiPxPfPdPjPy, !"kernel", i32 1}
!1 = !{void (i32*, i64*, float*, double*, i32*, i64*)* @_Z5atomsPiPxPfPdPjPy, !"maxntidx", i32 256}
!2 = !{void (i32*, i64*, float*, double*, i32*, i64*)* @_Z5atomsPiPxPfPdPjPy, !"minctasm", i32 2}
!3 = !{void (i32*, float*, i64*)* @_Z4warpPiPfPx, !"kernel", i32 1}
!4 = !{void (i32*, float*, double*, <4 x float>*, <4 x i32>*, <4 x i8>*, <2 x i64>*, <2 x double>*, i64*, i16*, i8*, <2 x float>*, <2 x i32>*, <4 x i16>*, <2 x i16>*, float*)* @_Z3ldgPKiPKfPKdPKDv4_fPKDv4_iPKDv4_cPKDv2_xPKDv2_dPKxPKsPKcPKDv2_fPKDv2_iPKDv4_sPKDv2_sPf, !"kernel", i32 1}
!5 = !{void (float*, double*, i32*, i32*, i64*, i64*)* @_Z5mathbPfPdPiPjPxPy, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
