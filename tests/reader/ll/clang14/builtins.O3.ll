source_filename = "builtins.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_i = dso_local local_unnamed_addr addrspace(1) externally_initialized global i32 0, align 4
@g_ll = dso_local local_unnamed_addr addrspace(1) externally_initialized global i64 0, align 8
@g_f = dso_local local_unnamed_addr addrspace(1) externally_initialized global float 0.000000e+00, align 4
@g_d = dso_local local_unnamed_addr addrspace(1) externally_initialized global double 0.000000e+00, align 8

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z5atomsPiPxPfPdPjPy(i32* noundef %0, i64* nocapture noundef %1, float* nocapture noundef %2, double* nocapture noundef %3, i32* nocapture noundef %4, i64* nocapture noundef %5) local_unnamed_addr #0 {
  %7 = atomicrmw add i32* %0, i32 1 seq_cst, align 4
  %8 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0i32(i32* %0, i32 1)
  %9 = add nsw i32 %8, %7
  %10 = tail call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0i32(i32* %0, i32 1)
  %11 = add nsw i32 %9, %10
  %12 = atomicrmw xchg i32* %0, i32 2 seq_cst, align 4
  %13 = add nsw i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0i32(i32* %0, i32 2)
  %15 = add nsw i32 %13, %14
  %16 = tail call i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0i32(i32* %0, i32 2)
  %17 = add nsw i32 %15, %16
  %18 = atomicrmw max i32* %0, i32 3 seq_cst, align 4
  %19 = add nsw i32 %17, %18
  %20 = tail call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* %0, i32 3)
  %21 = add nsw i32 %19, %20
  %22 = tail call i32 @llvm.nvvm.atomic.max.gen.i.sys.i32.p0i32(i32* %0, i32 3)
  %23 = add nsw i32 %21, %22
  %24 = atomicrmw umax i32* %4, i32 3 seq_cst, align 4
  %25 = add i32 %23, %24
  %26 = tail call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0i32(i32* %4, i32 3)
  %27 = add i32 %25, %26
  %28 = atomicrmw min i32* %0, i32 3 seq_cst, align 4
  %29 = add nsw i32 %27, %28
  %30 = tail call i32 @llvm.nvvm.atomic.min.gen.i.cta.i32.p0i32(i32* %0, i32 3)
  %31 = add nsw i32 %29, %30
  %32 = tail call i32 @llvm.nvvm.atomic.min.gen.i.sys.i32.p0i32(i32* %4, i32 3)
  %33 = add i32 %31, %32
  %34 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0i32(i32* %4, i32 3)
  %35 = add i32 %33, %34
  %36 = tail call i32 @llvm.nvvm.atomic.inc.gen.i.cta.i32.p0i32(i32* %4, i32 3)
  %37 = add i32 %35, %36
  %38 = tail call i32 @llvm.nvvm.atomic.inc.gen.i.sys.i32.p0i32(i32* %4, i32 3)
  %39 = add i32 %37, %38
  %40 = tail call i32 @llvm.nvvm.atomic.load.dec.32.p0i32(i32* %4, i32 3)
  %41 = add i32 %39, %40
  %42 = tail call i32 @llvm.nvvm.atomic.dec.gen.i.cta.i32.p0i32(i32* %4, i32 3)
  %43 = add i32 %41, %42
  %44 = tail call i32 @llvm.nvvm.atomic.dec.gen.i.sys.i32.p0i32(i32* %4, i32 3)
  %45 = add i32 %43, %44
  %46 = atomicrmw and i32* %0, i32 3 seq_cst, align 4
  %47 = add nsw i32 %45, %46
  %48 = tail call i32 @llvm.nvvm.atomic.and.gen.i.cta.i32.p0i32(i32* %0, i32 3)
  %49 = add nsw i32 %47, %48
  %50 = tail call i32 @llvm.nvvm.atomic.or.gen.i.sys.i32.p0i32(i32* %0, i32 3)
  %51 = add nsw i32 %49, %50
  %52 = atomicrmw or i32* %0, i32 3 seq_cst, align 4
  %53 = add nsw i32 %51, %52
  %54 = atomicrmw xor i32* %0, i32 3 seq_cst, align 4
  %55 = add nsw i32 %53, %54
  %56 = tail call i32 @llvm.nvvm.atomic.xor.gen.i.cta.i32.p0i32(i32* %0, i32 3)
  %57 = add nsw i32 %55, %56
  %58 = cmpxchg i32* %0, i32 3, i32 4 seq_cst seq_cst, align 4
  %59 = extractvalue { i32, i1 } %58, 0
  %60 = add nsw i32 %57, %59
  %61 = tail call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0i32(i32* %0, i32 3, i32 4)
  %62 = add nsw i32 %60, %61
  %63 = tail call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0i32(i32* %0, i32 3, i32 4)
  %64 = add nsw i32 %62, %63
  %65 = atomicrmw add i64* %1, i64 1 seq_cst, align 8
  %66 = trunc i64 %65 to i32
  %67 = add nsw i32 %64, %66
  %68 = tail call i64 @llvm.nvvm.atomic.add.gen.i.cta.i64.p0i64(i64* %1, i64 1)
  %69 = trunc i64 %68 to i32
  %70 = add nsw i32 %67, %69
  %71 = cmpxchg i64* %1, i64 1, i64 2 seq_cst seq_cst, align 8
  %72 = extractvalue { i64, i1 } %71, 0
  %73 = trunc i64 %72 to i32
  %74 = add nsw i32 %70, %73
  %75 = atomicrmw umax i64* %5, i64 1 seq_cst, align 8
  %76 = trunc i64 %75 to i32
  %77 = add nsw i32 %74, %76
  %78 = tail call i64 @llvm.nvvm.atomic.min.gen.i.sys.i64.p0i64(i64* %1, i64 1)
  %79 = trunc i64 %78 to i32
  %80 = add nsw i32 %77, %79
  %81 = atomicrmw fadd float* %2, float 1.000000e+00 seq_cst, align 4
  %82 = fptosi float %81 to i32
  %83 = add nsw i32 %80, %82
  %84 = tail call contract float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0f32(float* %2, float 1.000000e+00)
  %85 = fptosi float %84 to i32
  %86 = add nsw i32 %83, %85
  %87 = tail call contract float @llvm.nvvm.atomic.add.gen.f.sys.f32.p0f32(float* %2, float 1.000000e+00)
  %88 = fptosi float %87 to i32
  %89 = add nsw i32 %86, %88
  %90 = atomicrmw fadd double* %3, double 1.000000e+00 seq_cst, align 8
  %91 = fptosi double %90 to i32
  %92 = add nsw i32 %89, %91
  %93 = tail call contract double @llvm.nvvm.atomic.add.gen.f.cta.f64.p0f64(double* %3, double 1.000000e+00)
  %94 = fptosi double %93 to i32
  %95 = add nsw i32 %92, %94
  %96 = getelementptr inbounds i32, i32* %0, i64 1
  store i32 %95, i32* %96, align 4, !tbaa !10
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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z4warpPiPfPx(i32* noundef %0, float* nocapture noundef %1, i64* nocapture noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds i32, i32* %0, i64 %5
  %7 = load i32, i32* %6, align 4, !tbaa !10
  %8 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %7, i32 1, i32 31)
  %9 = add nsw i32 %8, %7
  %10 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %9, i32 1, i32 0)
  %11 = add nsw i32 %9, %10
  %12 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %11, i32 1, i32 31)
  %13 = add nsw i32 %11, %12
  %14 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %13, i32 1, i32 31)
  %15 = add nsw i32 %13, %14
  %16 = load float, float* %1, align 4, !tbaa !14
  %17 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %16, i32 0, i32 31)
  %18 = fadd contract float %16, %17
  %19 = icmp sgt i32 %15, 0
  %20 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %19)
  %21 = zext i1 %20 to i32
  %22 = add nsw i32 %15, %21
  %23 = icmp sgt i32 %22, 0
  %24 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %23)
  %25 = zext i1 %24 to i32
  %26 = add nsw i32 %22, %25
  %27 = icmp sgt i32 %26, 0
  %28 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %27)
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %26, %29
  %31 = icmp sgt i32 %30, 0
  %32 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %31)
  %33 = add i32 %30, %32
  %34 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %33)
  %35 = add i32 %33, %34
  %36 = load i64, i64* %2, align 8, !tbaa !16
  %37 = tail call i64 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %36)
  %38 = trunc i64 %37 to i32
  %39 = add i32 %35, %38
  %40 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %39)
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = zext i1 %41 to i32
  %43 = extractvalue { i32, i1 } %40, 0
  %44 = add i32 %39, %43
  %45 = add nsw i32 %44, %42
  %46 = getelementptr inbounds i64, i64* %2, i64 1
  %47 = load i64, i64* %46, align 8, !tbaa !16
  %48 = tail call { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32 -1, i64 %47)
  %49 = extractvalue { i64, i1 } %48, 1
  %50 = zext i1 %49 to i32
  %51 = extractvalue { i64, i1 } %48, 0
  %52 = trunc i64 %51 to i32
  %53 = add i32 %45, %52
  %54 = add nsw i32 %53, %50
  %55 = tail call i32 @llvm.nvvm.barrier0.and(i32 %54)
  %56 = add nsw i32 %54, %55
  %57 = tail call i32 @llvm.nvvm.barrier0.or(i32 %56)
  %58 = add nsw i32 %56, %57
  %59 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %58)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 0, i32 64)
  tail call void @llvm.nvvm.barrier0()
  tail call void @llvm.nvvm.membar.cta()
  tail call void @llvm.nvvm.membar.gl()
  tail call void @llvm.nvvm.membar.sys()
  %60 = tail call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %61 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %62 = getelementptr inbounds i64, i64* %2, i64 2
  store i64 %61, i64* %62, align 8, !tbaa !16
  %63 = tail call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %64 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %65 = tail call i32 @llvm.nvvm.read.ptx.sreg.nwarpid()
  %66 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %67 = tail call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %68 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq()
  %69 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %70 = tail call i32 @llvm.nvvm.read.ptx.sreg.gridid()
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i64, i64* %2, i64 3
  store i64 %71, i64* %72, align 8, !tbaa !16
  %73 = bitcast i32* %0 to i8*
  %74 = tail call i1 @llvm.nvvm.isspacep.global(i8* %73)
  %75 = zext i1 %74 to i32
  %76 = tail call i1 @llvm.nvvm.isspacep.shared(i8* %73)
  %77 = zext i1 %76 to i32
  %78 = tail call i1 @llvm.nvvm.isspacep.local(i8* %73)
  %79 = zext i1 %78 to i32
  %80 = tail call i1 @llvm.nvvm.isspacep.const(i8* %73)
  %81 = zext i1 %80 to i32
  %82 = add i32 %68, %69
  %83 = add i32 %82, %64
  %84 = add i32 %83, %63
  %85 = add i32 %84, %65
  %86 = add i32 %85, %66
  %87 = add i32 %86, %67
  %88 = add i32 %87, %77
  %89 = add i32 %88, %75
  %90 = add i32 %89, %79
  %91 = add i32 %90, %81
  %92 = add i32 %91, %59
  %93 = add i32 %92, %58
  %94 = add i32 %93, %60
  store i32 %94, i32* %0, align 4, !tbaa !10
  %95 = getelementptr inbounds float, float* %1, i64 1
  store float %18, float* %95, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare i64 @llvm.nvvm.match.any.sync.i64(i32, i64) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #4

; Function Attrs: convergent inaccessiblememonly nounwind
declare { i64, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #4

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #5

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #5

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync(i32) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.cta() #6

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #6

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.sys() #6

; Function Attrs: inaccessiblememonly nounwind
declare i32 @llvm.nvvm.read.ptx.sreg.clock() #7

; Function Attrs: inaccessiblememonly nounwind
declare i64 @llvm.nvvm.read.ptx.sreg.clock64() #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.laneid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.warpid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nwarpid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.smid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.gridid() #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.global(i8*) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.shared(i8*) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.local(i8*) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i1 @llvm.nvvm.isspacep.const(i8*) #8

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define dso_local void @_Z3ldgPKiPKfPKdPKDv4_fPKDv4_iPKDv4_cPKDv2_xPKDv2_dPKxPKsPKcPKDv2_fPKDv2_iPKDv4_sPKDv2_sPf(i32* nocapture noundef readonly %0, float* nocapture noundef readonly %1, double* nocapture noundef readonly %2, <4 x float>* nocapture noundef readonly %3, <4 x i32>* nocapture noundef readonly %4, <4 x i8>* nocapture noundef readonly %5, <2 x i64>* nocapture noundef readonly %6, <2 x double>* nocapture noundef readonly %7, i64* nocapture noundef readonly %8, i16* nocapture noundef readonly %9, i8* nocapture noundef readonly %10, <2 x float>* nocapture noundef readonly %11, <2 x i32>* nocapture noundef readonly %12, <4 x i16>* nocapture noundef readonly %13, <2 x i16>* nocapture noundef readonly %14, float* nocapture noundef writeonly %15) local_unnamed_addr #9 {
  %17 = tail call i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* %0, i32 4)
  %18 = sitofp i32 %17 to float
  %19 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0f32(float* %1, i32 4)
  %20 = fadd contract float %19, %18
  %21 = fpext float %20 to double
  %22 = tail call contract double @llvm.nvvm.ldg.global.f.f64.p0f64(double* %2, i32 8)
  %23 = fadd contract double %22, %21
  %24 = tail call contract <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* %3, i32 16)
  %25 = extractelement <4 x float> %24, i64 0
  %26 = fpext float %25 to double
  %27 = fadd contract double %23, %26
  %28 = tail call <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0v4i32(<4 x i32>* %4, i32 16)
  %29 = extractelement <4 x i32> %28, i64 1
  %30 = sitofp i32 %29 to double
  %31 = fadd contract double %27, %30
  %32 = tail call <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p0v4i8(<4 x i8>* %5, i32 4)
  %33 = extractelement <4 x i8> %32, i64 2
  %34 = sitofp i8 %33 to double
  %35 = fadd contract double %31, %34
  %36 = tail call <2 x i64> @llvm.nvvm.ldg.global.i.v2i64.p0v2i64(<2 x i64>* %6, i32 16)
  %37 = extractelement <2 x i64> %36, i64 0
  %38 = sitofp i64 %37 to double
  %39 = fadd contract double %35, %38
  %40 = tail call contract <2 x double> @llvm.nvvm.ldg.global.f.v2f64.p0v2f64(<2 x double>* %7, i32 16)
  %41 = extractelement <2 x double> %40, i64 1
  %42 = fadd contract double %41, %39
  %43 = tail call i64 @llvm.nvvm.ldg.global.i.i64.p0i64(i64* %8, i32 8)
  %44 = sitofp i64 %43 to double
  %45 = fadd contract double %42, %44
  %46 = tail call i16 @llvm.nvvm.ldg.global.i.i16.p0i16(i16* %9, i32 2)
  %47 = sitofp i16 %46 to double
  %48 = fadd contract double %45, %47
  %49 = tail call i8 @llvm.nvvm.ldg.global.i.i8.p0i8(i8* %10, i32 1)
  %50 = sitofp i8 %49 to double
  %51 = fadd contract double %48, %50
  %52 = tail call contract <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p0v2f32(<2 x float>* %11, i32 8)
  %53 = extractelement <2 x float> %52, i64 0
  %54 = fpext float %53 to double
  %55 = fadd contract double %51, %54
  %56 = tail call <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p0v2i32(<2 x i32>* %12, i32 8)
  %57 = extractelement <2 x i32> %56, i64 0
  %58 = sitofp i32 %57 to double
  %59 = fadd contract double %55, %58
  %60 = tail call <4 x i16> @llvm.nvvm.ldg.global.i.v4i16.p0v4i16(<4 x i16>* %13, i32 8)
  %61 = extractelement <4 x i16> %60, i64 0
  %62 = sitofp i16 %61 to double
  %63 = fadd contract double %59, %62
  %64 = tail call <2 x i16> @llvm.nvvm.ldg.global.i.v2i16.p0v2i16(<2 x i16>* %14, i32 4)
  %65 = extractelement <2 x i16> %64, i64 1
  %66 = sitofp i16 %65 to double
  %67 = fadd contract double %63, %66
  %68 = fptrunc double %67 to float
  store float %68, float* %15, align 4, !tbaa !14
  ret void
}

; Function Attrs: argmemonly nofree nounwind readonly
declare i32 @llvm.nvvm.ldg.global.i.i32.p0i32(i32* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare float @llvm.nvvm.ldg.global.f.f32.p0f32(float* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare double @llvm.nvvm.ldg.global.f.f64.p0f64(double* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p0v4f32(<4 x float>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <4 x i32> @llvm.nvvm.ldg.global.i.v4i32.p0v4i32(<4 x i32>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <4 x i8> @llvm.nvvm.ldg.global.i.v4i8.p0v4i8(<4 x i8>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <2 x i64> @llvm.nvvm.ldg.global.i.v2i64.p0v2i64(<2 x i64>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <2 x double> @llvm.nvvm.ldg.global.f.v2f64.p0v2f64(<2 x double>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare i64 @llvm.nvvm.ldg.global.i.i64.p0i64(i64* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare i16 @llvm.nvvm.ldg.global.i.i16.p0i16(i16* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare i8 @llvm.nvvm.ldg.global.i.i8.p0i8(i8* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p0v2f32(<2 x float>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <2 x i32> @llvm.nvvm.ldg.global.i.v2i32.p0v2i32(<2 x i32>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <4 x i16> @llvm.nvvm.ldg.global.i.v4i16.p0v4i16(<4 x i16>* nocapture, i32) #10

; Function Attrs: argmemonly nofree nounwind readonly
declare <2 x i16> @llvm.nvvm.ldg.global.i.v2i16.p0v2i16(<2 x i16>* nocapture, i32) #10

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z5mathbPfPdPiPjPxPy(float* nocapture noundef %0, double* nocapture noundef %1, i32* nocapture noundef %2, i32* nocapture noundef readonly %3, i64* nocapture noundef %4, i64* nocapture noundef readonly %5) local_unnamed_addr #11 {
  %7 = load float, float* %0, align 4, !tbaa !14
  %8 = load double, double* %1, align 8, !tbaa !18
  %9 = load i32, i32* %2, align 4, !tbaa !10
  %10 = load i32, i32* %3, align 4, !tbaa !10
  %11 = load i64, i64* %4, align 8, !tbaa !16
  %12 = load i64, i64* %5, align 8, !tbaa !16
  %13 = tail call contract float @llvm.nvvm.ex2.approx.f(float %7)
  %14 = tail call contract float @llvm.nvvm.ex2.approx.ftz.f(float %7)
  %15 = fadd contract float %13, %14
  %16 = tail call contract float @llvm.nvvm.lg2.approx.f(float %7)
  %17 = fadd contract float %15, %16
  %18 = tail call contract float @llvm.nvvm.sin.approx.f(float %7)
  %19 = fadd contract float %17, %18
  %20 = tail call contract float @llvm.nvvm.cos.approx.ftz.f(float %7)
  %21 = fadd contract float %19, %20
  %22 = fdiv float 1.000000e+00, %21
  %23 = tail call contract float @llvm.nvvm.rcp.rz.ftz.f(float %21)
  %24 = fadd contract float %23, %22
  %25 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %21)
  %26 = fadd contract float %25, %24
  %27 = tail call float @llvm.sqrt.f32(float %21)
  %28 = fadd contract float %27, %26
  %29 = tail call contract float @llvm.nvvm.sqrt.approx.f(float %21)
  %30 = fadd contract float %29, %28
  %31 = tail call contract float @llvm.nvvm.div.approx.f(float %21, float %21)
  %32 = fadd contract float %31, %30
  %33 = fdiv float %21, %21
  %34 = fadd contract float %33, %32
  %35 = tail call contract float @llvm.nvvm.div.rz.ftz.f(float %21, float %21)
  %36 = fadd contract float %35, %34
  %37 = tail call float @llvm.fma.f32(float %21, float %21, float %21)
  %38 = fadd contract float %37, %36
  %39 = tail call contract float @llvm.nvvm.fma.rz.ftz.f(float %21, float %21, float %21)
  %40 = fadd contract float %39, %38
  %41 = fadd contract float %21, %40
  %42 = tail call contract float @llvm.nvvm.fmax.ftz.f(float %41, float %41)
  %43 = fadd contract float %41, %42
  %44 = tail call float @llvm.fabs.f32(float %41)
  %45 = fadd contract float %44, %43
  %46 = tail call contract float @llvm.nvvm.saturate.f(float %41)
  %47 = fadd contract float %46, %45
  %48 = tail call float @llvm.floor.f32(float %41)
  %49 = fadd contract float %48, %47
  %50 = tail call contract float @llvm.nvvm.ceil.ftz.f(float %41)
  %51 = fadd contract float %50, %49
  %52 = tail call float @llvm.trunc.f32(float %41)
  %53 = fadd contract float %52, %51
  %54 = tail call float @llvm.round.f32(float %41)
  %55 = fadd contract float %54, %53
  %56 = fadd contract float %41, %55
  %57 = fdiv double 1.000000e+00, %8
  %58 = tail call double @llvm.sqrt.f64(double %8)
  %59 = fadd contract double %57, %58
  %60 = fdiv double %8, %8
  %61 = fadd contract double %60, %59
  %62 = tail call double @llvm.fma.f64(double %8, double %8, double %8)
  %63 = fadd contract double %62, %61
  %64 = fadd contract double %8, %63
  %65 = tail call double @llvm.fabs.f64(double %8)
  %66 = fadd contract double %65, %64
  %67 = tail call double @llvm.floor.f64(double %8)
  %68 = fadd contract double %67, %66
  %69 = tail call contract double @llvm.nvvm.rsqrt.approx.d(double %8)
  %70 = fadd contract double %68, %69
  %71 = tail call contract double @llvm.nvvm.lg2.approx.d(double %8)
  %72 = fadd contract double %70, %71
  %73 = tail call contract double @llvm.nvvm.ex2.approx.d(double %8)
  %74 = fadd contract double %72, %73
  %75 = tail call contract double @llvm.nvvm.rcp.approx.ftz.d(double %8)
  %76 = fadd contract double %74, %75
  %77 = tail call contract double @llvm.nvvm.saturate.d(double %8)
  %78 = fadd contract double %77, %76
  %79 = tail call i32 @llvm.nvvm.mulhi.i(i32 %9, i32 %9)
  %80 = tail call i32 @llvm.nvvm.mul24.i(i32 %9, i32 %9)
  %81 = tail call i32 @llvm.nvvm.sad.i(i32 %9, i32 %9, i32 %9)
  %82 = tail call i32 @llvm.bitreverse.i32(i32 %10)
  %83 = tail call i32 @llvm.ctlz.i32(i32 %9, i1 true), !range !20
  %84 = tail call i32 @llvm.ctpop.i32(i32 %9), !range !20
  %85 = tail call i32 @llvm.nvvm.prmt(i32 %9, i32 %9, i32 %9)
  %86 = tail call i32 @llvm.abs.i32(i32 %9, i1 true)
  %87 = tail call i32 @llvm.cttz.i32(i32 %9, i1 true), !range !20
  %88 = add nuw nsw i32 %87, 1
  %89 = icmp eq i32 %9, 0
  %90 = select i1 %89, i32 0, i32 %88
  %91 = tail call i32 @llvm.cttz.i32(i32 %10, i1 true), !range !20
  %92 = tail call i32 @llvm.bswap.i32(i32 %10)
  %93 = tail call i64 @llvm.nvvm.mulhi.ll(i64 %11, i64 %11)
  %94 = tail call i64 @llvm.bitreverse.i64(i64 %12)
  %95 = tail call i64 @llvm.ctlz.i64(i64 %11, i1 true), !range !21
  %96 = tail call i64 @llvm.ctpop.i64(i64 %11), !range !21
  %97 = tail call i64 @llvm.abs.i64(i64 %11, i1 true)
  %98 = tail call i64 @llvm.cttz.i64(i64 %11, i1 true), !range !21
  %99 = icmp eq i64 %11, 0
  %100 = add nuw nsw i64 %98, 1
  %101 = select i1 %99, i64 0, i64 %100
  %102 = tail call i64 @llvm.bswap.i64(i64 %12)
  %103 = tail call i32 @llvm.fshl.i32(i32 %10, i32 %10, i32 3)
  %104 = zext i32 %103 to i64
  %105 = tail call i64 @llvm.fshl.i64(i64 %12, i64 %12, i64 59)
  %106 = add i64 %95, %93
  %107 = add i64 %106, %96
  %108 = add i64 %107, %97
  %109 = add i64 %108, %104
  %110 = add i64 %109, %94
  %111 = add i64 %110, %102
  %112 = add i64 %111, %105
  %113 = add i64 %112, %101
  %114 = tail call i32 @llvm.nvvm.f2i.rn(float %56)
  %115 = tail call i32 @llvm.nvvm.f2i.rz.ftz(float %56)
  %116 = tail call i32 @llvm.nvvm.d2i.rm(double %78)
  %117 = tail call i32 @llvm.nvvm.f2ui.rp(float %56)
  %118 = tail call i64 @llvm.nvvm.f2ll.rn(float %56)
  %119 = trunc i64 %118 to i32
  %120 = fptoui double %78 to i64
  %121 = trunc i64 %120 to i32
  %122 = tail call i32 @llvm.nvvm.bitcast.f2i(float %56)
  %123 = tail call i64 @llvm.nvvm.bitcast.d2ll(double %78)
  %124 = trunc i64 %123 to i32
  %125 = tail call i32 @llvm.nvvm.d2i.lo(double %78)
  %126 = tail call i32 @llvm.nvvm.d2i.hi(double %78)
  %127 = add i32 %79, %80
  %128 = add i32 %127, %83
  %129 = add i32 %128, %84
  %130 = add i32 %129, %86
  %131 = add i32 %130, %82
  %132 = add i32 %131, %91
  %133 = add i32 %132, %92
  %134 = add i32 %133, %90
  %135 = add i32 %134, %81
  %136 = add i32 %135, %85
  %137 = add i32 %136, %116
  %138 = add i32 %137, %125
  %139 = add i32 %138, %126
  %140 = add i32 %139, %121
  %141 = add i32 %140, %124
  %142 = add i32 %141, %115
  %143 = add i32 %142, %114
  %144 = add i32 %143, %117
  %145 = add i32 %144, %122
  %146 = add i32 %145, %119
  %147 = tail call contract float @llvm.nvvm.i2f.rn(i32 %146)
  %148 = uitofp i32 %10 to float
  %149 = fadd contract float %147, %148
  %150 = tail call contract float @llvm.nvvm.ll2f.rm(i64 %113)
  %151 = fadd contract float %150, %149
  %152 = tail call contract float @llvm.nvvm.d2f.rn(double %78)
  %153 = fadd contract float %152, %151
  %154 = tail call contract float @llvm.nvvm.d2f.rz.ftz(double %78)
  %155 = fadd contract float %154, %153
  %156 = tail call contract float @llvm.nvvm.bitcast.i2f(i32 %146)
  %157 = fadd contract float %156, %155
  %158 = fadd contract float %56, %157
  %159 = tail call contract double @llvm.nvvm.i2d.rn(i32 %146)
  %160 = tail call contract double @llvm.nvvm.ll2d.rp(i64 %113)
  %161 = fadd contract double %160, %159
  %162 = tail call contract double @llvm.nvvm.bitcast.ll2d(i64 %113)
  %163 = fadd contract double %162, %161
  %164 = tail call contract double @llvm.nvvm.lohi.i2d(i32 %146, i32 %146)
  %165 = fadd contract double %164, %163
  %166 = fadd contract double %78, %165
  %167 = tail call i16 @llvm.nvvm.f2h.rn(float %158)
  %168 = zext i16 %167 to i32
  %169 = tail call i16 @llvm.nvvm.f2h.rn.ftz(float %158)
  %170 = zext i16 %169 to i32
  %171 = add nuw nsw i32 %168, %170
  %172 = sitofp i32 %171 to float
  %173 = fadd contract float %158, %172
  %174 = getelementptr inbounds float, float* %0, i64 1
  store float %173, float* %174, align 4, !tbaa !14
  %175 = getelementptr inbounds double, double* %1, i64 1
  store double %166, double* %175, align 8, !tbaa !18
  %176 = getelementptr inbounds i32, i32* %2, i64 1
  store i32 %146, i32* %176, align 4, !tbaa !10
  %177 = getelementptr inbounds i64, i64* %4, i64 1
  store i64 %113, i64* %177, align 8, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.lg2.approx.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sin.approx.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.cos.approx.ftz.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rcp.rz.ftz.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.rsqrt.approx.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.sqrt.approx.f(float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.approx.f(float, float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare float @llvm.nvvm.div.rz.ftz.f(float, float) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.fmax.ftz.f(float, float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.saturate.f(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ceil.ftz.f(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.rsqrt.approx.d(double) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.lg2.approx.d(double) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.ex2.approx.d(double) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.saturate.d(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mul24.i(i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.cttz.i32(i32, i1 immarg) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bswap.i32(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bitreverse.i64(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.ctpop.i64(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.cttz.i64(i64, i1 immarg) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.bswap.i64(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rn(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2i.rz.ftz(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.rm(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.f2ui.rp(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.f2ll.rn(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.bitcast.f2i(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.bitcast.d2ll(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.lo(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.d2i.hi(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.i2f.rn(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.ll2f.rm(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rn(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.d2f.rz.ftz(double) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.nvvm.bitcast.i2f(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.i2d.rn(i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.ll2d.rp(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.bitcast.ll2d(i64) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.nvvm.lohi.i2d(i32, i32) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.nvvm.f2h.rn(float) #8

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i16 @llvm.nvvm.f2h.rn.ftz(float) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.sqrt.f32(float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fma.f32(float, float, float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fabs.f32(float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.floor.f32(float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.trunc.f32(float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.round.f32(float) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.sqrt.f64(double) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #13

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.fshl.i64(i64, i64, i64) #13

attributes #0 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #1 = { argmemonly nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #3 = { nofree nosync nounwind readnone speculatable }
attributes #4 = { convergent inaccessiblememonly nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }
attributes #7 = { inaccessiblememonly nounwind }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #10 = { argmemonly nofree nounwind readonly }
attributes #11 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx75,+sm_80" }
attributes #12 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #13 = { nofree nosync nounwind readnone speculatable willreturn }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"double", !12, i64 0}
!20 = !{i32 0, i32 33}
!21 = !{i64 0, i64 65}
