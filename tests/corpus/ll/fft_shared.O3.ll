source_filename = "fft_shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_cos = dso_local addrspace(4) externally_initialized global [32 x float] [float 1.000000e+00, float 0x3FEFD88DA0000000, float 0x3FEF6297C0000000, float 0x3FEE9F4160000000, float 0x3FED906BC0000000, float 0x3FEC38B300000000, float 0x3FEA9B6620000000, float 0x3FE8BC8060000000, float 0x3FE6A09E60000000, float 0x3FE44CF320000000, float 0x3FE1C73B40000000, float 0x3FDE2B5D40000000, float 0x3FD87DE2A0000000, float 0x3FD2940620000000, float 0x3FC8F8B840000000, float 0x3FB917A6C0000000, float 0.000000e+00, float 0xBFB917A6C0000000, float 0xBFC8F8B840000000, float 0xBFD2940620000000, float 0xBFD87DE2A0000000, float 0xBFDE2B5D40000000, float 0xBFE1C73B40000000, float 0xBFE44CF320000000, float 0xBFE6A09E60000000, float 0xBFE8BC8060000000, float 0xBFEA9B6620000000, float 0xBFEC38B300000000, float 0xBFED906BC0000000, float 0xBFEE9F4160000000, float 0xBFEF6297C0000000, float 0xBFEFD88DA0000000], align 4
@c_msin = dso_local addrspace(4) externally_initialized global [32 x float] [float 0.000000e+00, float 0xBFB917A6C0000000, float 0xBFC8F8B840000000, float 0xBFD2940620000000, float 0xBFD87DE2A0000000, float 0xBFDE2B5D40000000, float 0xBFE1C73B40000000, float 0xBFE44CF320000000, float 0xBFE6A09E60000000, float 0xBFE8BC8060000000, float 0xBFEA9B6620000000, float 0xBFEC38B300000000, float 0xBFED906BC0000000, float 0xBFEE9F4160000000, float 0xBFEF6297C0000000, float 0xBFEFD88DA0000000, float -1.000000e+00, float 0xBFEFD88DA0000000, float 0xBFEF6297C0000000, float 0xBFEE9F4160000000, float 0xBFED906BC0000000, float 0xBFEC38B300000000, float 0xBFEA9B6620000000, float 0xBFE8BC8060000000, float 0xBFE6A09E60000000, float 0xBFE44CF320000000, float 0xBFE1C73B40000000, float 0xBFDE2B5D40000000, float 0xBFD87DE2A0000000, float 0xBFD2940620000000, float 0xBFC8F8B840000000, float 0xBFB917A6C0000000], align 4
@_ZZ5fft64E1s = internal unnamed_addr addrspace(3) global [64 x <2 x float>] undef, align 8
@llvm.compiler.used = appending global [2 x i8*] [i8* addrspacecast (i8 addrspace(4)* bitcast ([32 x float] addrspace(4)* @c_cos to i8 addrspace(4)*) to i8*), i8* addrspacecast (i8 addrspace(4)* bitcast ([32 x float] addrspace(4)* @c_msin to i8 addrspace(4)*) to i8*)], section "llvm.metadata"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @fft64(<2 x float>* nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4
  %4 = icmp slt i32 %3, %1
  br i1 %4, label %5, label %227

5:                                                ; preds = %2
  %6 = sext i32 %3 to i64
  %7 = shl nsw i64 %6, 6
  %8 = getelementptr inbounds <2 x float>, <2 x float>* %0, i64 %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4
  %10 = icmp ult i32 %9, 64
  br i1 %10, label %206, label %11

11:                                               ; preds = %206, %5
  tail call void @llvm.nvvm.barrier0()
  %12 = shl i32 %9, 1
  %13 = or i32 %12, 1
  %14 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 0) to float*), align 4, !tbaa !6
  %15 = load float, float* addrspacecast (float addrspace(4)* getelementptr inbounds ([32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 0) to float*), align 4, !tbaa !6
  %16 = zext i32 %12 to i64
  %17 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %16
  %18 = addrspacecast <2 x float> addrspace(3)* %17 to <2 x float>*
  %19 = load <2 x float>, <2 x float>* %18, align 8, !tbaa !10
  %20 = zext i32 %13 to i64
  %21 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %20
  %22 = addrspacecast <2 x float> addrspace(3)* %21 to <2 x float>*
  %23 = getelementptr inbounds <2 x float>, <2 x float>* %22, i64 0, i64 0
  %24 = load float, float* %23, align 8
  %25 = fmul float %14, %24
  %26 = getelementptr inbounds <2 x float>, <2 x float>* %22, i64 0, i64 1
  %27 = load float, float* %26, align 4
  %28 = fmul float %15, %27
  %29 = fsub float %25, %28
  %30 = insertelement <2 x float> undef, float %29, i64 0
  %31 = fmul float %15, %24
  %32 = fmul float %14, %27
  %33 = fadd float %31, %32
  %34 = insertelement <2 x float> %30, float %33, i64 1
  tail call void @llvm.nvvm.barrier0()
  %35 = fadd <2 x float> %19, %34
  store <2 x float> %35, <2 x float>* %18, align 8, !tbaa !10
  %36 = fsub <2 x float> %19, %34
  store <2 x float> %36, <2 x float>* %22, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %37 = and i32 %9, 1
  %38 = shl i32 %9, 1
  %39 = and i32 %38, -4
  %40 = or i32 %39, %37
  %41 = or i32 %40, 2
  %42 = shl nuw nsw i32 %37, 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 %43
  %45 = addrspacecast float addrspace(4)* %44 to float*
  %46 = load float, float* %45, align 4, !tbaa !6
  %47 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 %43
  %48 = addrspacecast float addrspace(4)* %47 to float*
  %49 = load float, float* %48, align 4, !tbaa !6
  %50 = zext i32 %40 to i64
  %51 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %50
  %52 = addrspacecast <2 x float> addrspace(3)* %51 to <2 x float>*
  %53 = load <2 x float>, <2 x float>* %52, align 8, !tbaa !10
  %54 = zext i32 %41 to i64
  %55 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %54
  %56 = addrspacecast <2 x float> addrspace(3)* %55 to <2 x float>*
  %57 = getelementptr inbounds <2 x float>, <2 x float>* %56, i64 0, i64 0
  %58 = load float, float* %57, align 8
  %59 = fmul float %46, %58
  %60 = getelementptr inbounds <2 x float>, <2 x float>* %56, i64 0, i64 1
  %61 = load float, float* %60, align 4
  %62 = fmul float %49, %61
  %63 = fsub float %59, %62
  %64 = insertelement <2 x float> undef, float %63, i64 0
  %65 = fmul float %49, %58
  %66 = fmul float %46, %61
  %67 = fadd float %65, %66
  %68 = insertelement <2 x float> %64, float %67, i64 1
  tail call void @llvm.nvvm.barrier0()
  %69 = fadd <2 x float> %53, %68
  store <2 x float> %69, <2 x float>* %52, align 8, !tbaa !10
  %70 = fsub <2 x float> %53, %68
  store <2 x float> %70, <2 x float>* %56, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %71 = and i32 %9, 3
  %72 = shl i32 %9, 1
  %73 = and i32 %72, -8
  %74 = or i32 %73, %71
  %75 = or i32 %74, 4
  %76 = shl nuw nsw i32 %71, 3
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 %77
  %79 = addrspacecast float addrspace(4)* %78 to float*
  %80 = load float, float* %79, align 4, !tbaa !6
  %81 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 %77
  %82 = addrspacecast float addrspace(4)* %81 to float*
  %83 = load float, float* %82, align 4, !tbaa !6
  %84 = zext i32 %74 to i64
  %85 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %84
  %86 = addrspacecast <2 x float> addrspace(3)* %85 to <2 x float>*
  %87 = load <2 x float>, <2 x float>* %86, align 8, !tbaa !10
  %88 = zext i32 %75 to i64
  %89 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %88
  %90 = addrspacecast <2 x float> addrspace(3)* %89 to <2 x float>*
  %91 = getelementptr inbounds <2 x float>, <2 x float>* %90, i64 0, i64 0
  %92 = load float, float* %91, align 8
  %93 = fmul float %80, %92
  %94 = getelementptr inbounds <2 x float>, <2 x float>* %90, i64 0, i64 1
  %95 = load float, float* %94, align 4
  %96 = fmul float %83, %95
  %97 = fsub float %93, %96
  %98 = insertelement <2 x float> undef, float %97, i64 0
  %99 = fmul float %83, %92
  %100 = fmul float %80, %95
  %101 = fadd float %99, %100
  %102 = insertelement <2 x float> %98, float %101, i64 1
  tail call void @llvm.nvvm.barrier0()
  %103 = fadd <2 x float> %87, %102
  store <2 x float> %103, <2 x float>* %86, align 8, !tbaa !10
  %104 = fsub <2 x float> %87, %102
  store <2 x float> %104, <2 x float>* %90, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %105 = and i32 %9, 7
  %106 = shl i32 %9, 1
  %107 = and i32 %106, -16
  %108 = or i32 %107, %105
  %109 = or i32 %108, 8
  %110 = shl nuw nsw i32 %105, 2
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 %111
  %113 = addrspacecast float addrspace(4)* %112 to float*
  %114 = load float, float* %113, align 4, !tbaa !6
  %115 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 %111
  %116 = addrspacecast float addrspace(4)* %115 to float*
  %117 = load float, float* %116, align 4, !tbaa !6
  %118 = zext i32 %108 to i64
  %119 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %118
  %120 = addrspacecast <2 x float> addrspace(3)* %119 to <2 x float>*
  %121 = load <2 x float>, <2 x float>* %120, align 8, !tbaa !10
  %122 = zext i32 %109 to i64
  %123 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %122
  %124 = addrspacecast <2 x float> addrspace(3)* %123 to <2 x float>*
  %125 = getelementptr inbounds <2 x float>, <2 x float>* %124, i64 0, i64 0
  %126 = load float, float* %125, align 8
  %127 = fmul float %114, %126
  %128 = getelementptr inbounds <2 x float>, <2 x float>* %124, i64 0, i64 1
  %129 = load float, float* %128, align 4
  %130 = fmul float %117, %129
  %131 = fsub float %127, %130
  %132 = insertelement <2 x float> undef, float %131, i64 0
  %133 = fmul float %117, %126
  %134 = fmul float %114, %129
  %135 = fadd float %133, %134
  %136 = insertelement <2 x float> %132, float %135, i64 1
  tail call void @llvm.nvvm.barrier0()
  %137 = fadd <2 x float> %121, %136
  store <2 x float> %137, <2 x float>* %120, align 8, !tbaa !10
  %138 = fsub <2 x float> %121, %136
  store <2 x float> %138, <2 x float>* %124, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %139 = and i32 %9, 15
  %140 = shl i32 %9, 1
  %141 = and i32 %140, -32
  %142 = or i32 %141, %139
  %143 = or i32 %142, 16
  %144 = shl nuw nsw i32 %139, 1
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 %145
  %147 = addrspacecast float addrspace(4)* %146 to float*
  %148 = load float, float* %147, align 4, !tbaa !6
  %149 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 %145
  %150 = addrspacecast float addrspace(4)* %149 to float*
  %151 = load float, float* %150, align 4, !tbaa !6
  %152 = zext i32 %142 to i64
  %153 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %152
  %154 = addrspacecast <2 x float> addrspace(3)* %153 to <2 x float>*
  %155 = load <2 x float>, <2 x float>* %154, align 8, !tbaa !10
  %156 = zext i32 %143 to i64
  %157 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %156
  %158 = addrspacecast <2 x float> addrspace(3)* %157 to <2 x float>*
  %159 = getelementptr inbounds <2 x float>, <2 x float>* %158, i64 0, i64 0
  %160 = load float, float* %159, align 8
  %161 = fmul float %148, %160
  %162 = getelementptr inbounds <2 x float>, <2 x float>* %158, i64 0, i64 1
  %163 = load float, float* %162, align 4
  %164 = fmul float %151, %163
  %165 = fsub float %161, %164
  %166 = insertelement <2 x float> undef, float %165, i64 0
  %167 = fmul float %151, %160
  %168 = fmul float %148, %163
  %169 = fadd float %167, %168
  %170 = insertelement <2 x float> %166, float %169, i64 1
  tail call void @llvm.nvvm.barrier0()
  %171 = fadd <2 x float> %155, %170
  store <2 x float> %171, <2 x float>* %154, align 8, !tbaa !10
  %172 = fsub <2 x float> %155, %170
  store <2 x float> %172, <2 x float>* %158, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %173 = and i32 %9, 31
  %174 = shl i32 %9, 1
  %175 = and i32 %174, -64
  %176 = or i32 %175, %173
  %177 = or i32 %176, 32
  %178 = zext i32 %173 to i64
  %179 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_cos, i64 0, i64 %178
  %180 = addrspacecast float addrspace(4)* %179 to float*
  %181 = load float, float* %180, align 4, !tbaa !6
  %182 = getelementptr inbounds [32 x float], [32 x float] addrspace(4)* @c_msin, i64 0, i64 %178
  %183 = addrspacecast float addrspace(4)* %182 to float*
  %184 = load float, float* %183, align 4, !tbaa !6
  %185 = zext i32 %176 to i64
  %186 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %185
  %187 = addrspacecast <2 x float> addrspace(3)* %186 to <2 x float>*
  %188 = load <2 x float>, <2 x float>* %187, align 8, !tbaa !10
  %189 = zext i32 %177 to i64
  %190 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %189
  %191 = addrspacecast <2 x float> addrspace(3)* %190 to <2 x float>*
  %192 = getelementptr inbounds <2 x float>, <2 x float>* %191, i64 0, i64 0
  %193 = load float, float* %192, align 8
  %194 = fmul float %181, %193
  %195 = getelementptr inbounds <2 x float>, <2 x float>* %191, i64 0, i64 1
  %196 = load float, float* %195, align 4
  %197 = fmul float %184, %196
  %198 = fsub float %194, %197
  %199 = insertelement <2 x float> undef, float %198, i64 0
  %200 = fmul float %184, %193
  %201 = fmul float %181, %196
  %202 = fadd float %200, %201
  %203 = insertelement <2 x float> %199, float %202, i64 1
  tail call void @llvm.nvvm.barrier0()
  %204 = fadd <2 x float> %188, %203
  store <2 x float> %204, <2 x float>* %187, align 8, !tbaa !10
  %205 = fsub <2 x float> %188, %203
  store <2 x float> %205, <2 x float>* %191, align 8, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %218, label %227

206:                                              ; preds = %5, %206
  %207 = phi i32 [ %216, %206 ], [ %9, %5 ]
  %208 = zext i32 %207 to i64
  %209 = getelementptr inbounds <2 x float>, <2 x float>* %8, i64 %208
  %210 = load <2 x float>, <2 x float>* %209, align 8, !tbaa !10
  %211 = tail call i32 @llvm.bitreverse.i32(i32 %207) #4
  %212 = lshr i32 %211, 26
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %213
  %215 = addrspacecast <2 x float> addrspace(3)* %214 to <2 x float>*
  store <2 x float> %210, <2 x float>* %215, align 8, !tbaa !10
  %216 = add nuw nsw i32 %207, 32
  %217 = icmp ult i32 %207, 32
  br i1 %217, label %206, label %11, !llvm.loop !11

218:                                              ; preds = %11, %218
  %219 = phi i32 [ %225, %218 ], [ %9, %11 ]
  %220 = zext i32 %219 to i64
  %221 = getelementptr inbounds [64 x <2 x float>], [64 x <2 x float>] addrspace(3)* @_ZZ5fft64E1s, i64 0, i64 %220
  %222 = addrspacecast <2 x float> addrspace(3)* %221 to <2 x float>*
  %223 = load <2 x float>, <2 x float>* %222, align 8, !tbaa !10
  %224 = getelementptr inbounds <2 x float>, <2 x float>* %8, i64 %220
  store <2 x float> %223, <2 x float>* %224, align 8, !tbaa !10
  %225 = add nuw nsw i32 %219, 32
  %226 = icmp ult i32 %219, 32
  br i1 %226, label %218, label %227, !llvm.loop !13

227:                                              ; preds = %218, %11, %2
  ret void
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.bitreverse.i32(i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{void (<2 x float>*, i32)* @fft64, !"kernel", i32 1}
!1 = !{void (<2 x float>*, i32)* @fft64, !"maxntidx", i32 32}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
