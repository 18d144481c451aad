; ERROR: 2:15: unexpected suffix '.f64' on intrinsic 'llvm.fma'
declare float @llvm.fma.f32.f64(float, float, float)
