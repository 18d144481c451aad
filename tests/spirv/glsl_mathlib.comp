// GLSL.std.450's f32 transcendentals: tests/spirv/run_mathlib.py runs this on both nvcgrun
// engines (bit for bit) and build/spvmath_check compares every result with MPFR against
// Vulkan's precision table (sin, cos, exp, exp2, log, log2 and pow keep the PTX
// approximations; tan, the inverse and hyperbolic functions and atan2 call the library).
// Work item i takes x = sp[i % 32], y = sp[i / 32 % 32] for i < 1024, then random bit
// patterns: any float up to 2047, then [-10, 10], [-1, 1], and x in [0.5, 2) with y in
// [-4, 4). out[f * N + i] is function f's result. The f64 inversesqrt (buffer 4) calls the
// library's rsqrt.
// CHECK: call float @__nv_tanf(float
// CHECK: call float @__nv_atan2f(float
// CHECK: call double @__nv_rsqrt(double
// CHECK-NOT: @__nv_expf
// CHECK-NOT: @__nv_sinf
// CHECK-NOT: @__nv_powf
#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer XB { uint xb[]; };
layout(std430, binding = 1) readonly buffer YB { uint yb[]; };
layout(std430, binding = 2) writeonly buffer Args { float args[]; };
layout(std430, binding = 3) writeonly buffer Out { float o[]; };
layout(std430, binding = 4) buffer D { double d[]; };
const uint N = 4096u;
const float sp[32] = float[32](0.0, -0.0, 1.0 / 0.0, -1.0 / 0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0,
  -3.0, 1.5, -2.5, 10.0, 0.25, 1e-3, -1e-30, 100.5, -33.5, 1e30, 1.5707964, 3.1415925, -3.1415925,
  1.17549435e-38, 3.4028235e38, 88.7, -103.9, 0.999, 1.001, 0.99999994, -1e-40);

void main() {
  uint i = gl_GlobalInvocationID.x, f = 0u;
  precise float x, y; // NoContraction: the ir and ptx engines must agree bit for bit
  if (i < 1024u) {
    x = sp[i & 31u];
    y = sp[(i >> 5) & 31u];
  } else {
    float u = float(xb[i] >> 8) * (1.0 / 16777216.0), v = float(yb[i] >> 8) * (1.0 / 16777216.0);
    if (i < 2048u) { x = uintBitsToFloat(xb[i]); y = uintBitsToFloat(yb[i]); }
    else if (i < 2816u) { x = 20.0 * u - 10.0; y = 20.0 * v - 10.0; }
    else if (i < 3584u) { x = 2.0 * u - 1.0; y = 2.0 * v - 1.0; }
    else { x = 0.5 + 1.5 * u; y = 8.0 * v - 4.0; }
  }
  args[i] = x;
  args[N + i] = y;
  o[f++ * N + i] = exp(x);   o[f++ * N + i] = exp2(x);  o[f++ * N + i] = log(x);   o[f++ * N + i] = log2(x);
  o[f++ * N + i] = sin(x);   o[f++ * N + i] = cos(x);   o[f++ * N + i] = tan(x);   o[f++ * N + i] = asin(x);
  o[f++ * N + i] = acos(x);  o[f++ * N + i] = atan(x);  o[f++ * N + i] = sinh(x);  o[f++ * N + i] = cosh(x);
  o[f++ * N + i] = tanh(x);  o[f++ * N + i] = asinh(x); o[f++ * N + i] = acosh(x); o[f++ * N + i] = atanh(x);
  o[f++ * N + i] = pow(x, y); o[f++ * N + i] = atan(x, y); o[f++ * N + i] = inversesqrt(x);
  d[i] = inversesqrt(d[i]);
}
