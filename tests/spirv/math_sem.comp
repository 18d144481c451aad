#version 450
// GLSL.std.450 math, one function per output row, for the semantic test: each result is
// checked against the accuracy documented in frontends/nvcg_spirv.h.
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer X { float x[]; };
layout(std430, binding = 1) writeonly buffer O { float o[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint n = gl_NumWorkGroups.x * 64u;
  float v = x[i] * 50.0;
  float a = v * 0.01;   // small arguments
  float p = abs(v) + 0.5;
  uint k = 0u;
  o[n * k++ + i] = sin(v);
  o[n * k++ + i] = cos(v);
  o[n * k++ + i] = tan(a);
  o[n * k++ + i] = exp(a * 10.0);
  o[n * k++ + i] = exp2(a * 10.0);
  o[n * k++ + i] = log(p);
  o[n * k++ + i] = log2(p);
  o[n * k++ + i] = pow(p, 1.5);
  o[n * k++ + i] = sqrt(p);
  o[n * k++ + i] = inversesqrt(p);
  o[n * k++ + i] = asin(clamp(a, -1.0, 1.0));
  o[n * k++ + i] = acos(clamp(a, -1.0, 1.0));
  o[n * k++ + i] = atan(v);
  o[n * k++ + i] = atan(v, a - 0.3);
  o[n * k++ + i] = sinh(a);
  o[n * k++ + i] = cosh(a);
  o[n * k++ + i] = tanh(a * 3.0);
  o[n * k++ + i] = asinh(v);
  o[n * k++ + i] = acosh(p + 1.0);
  o[n * k++ + i] = atanh(clamp(a, -0.99, 0.99));
  o[n * k++ + i] = fract(v * 0.37);
  o[n * k++ + i] = floor(v * 0.37) + ceil(v * 0.21) + trunc(v * 0.13) + roundEven(v * 0.5);
  o[n * k++ + i] = sign(v) + abs(v);
  o[n * k++ + i] = smoothstep(-10.0, 10.0, v) + step(0.0, v) + mix(v, a, 0.25);
  int e;
  float m = frexp(v * 1000.0, e);
  o[n * k++ + i] = m + float(e) * 10.0;
  o[n * k++ + i] = ldexp(v, int(i % 11u) - 5);
  o[n * k++ + i] = fma(v, a, 1.0) + min(v, a) + max(v, a) + clamp(v, -3.0, 3.0);
  vec3 q = vec3(v, a, p);
  o[n * k++ + i] = length(q) + distance(q, vec3(1.0)) + dot(q, q) + normalize(q).y + cross(q, vec3(1.0, 2.0, 3.0)).z;
  o[n * k++ + i] = modf(v * 0.37, m) + m;
  o[n * k++ + i] = unpackHalf2x16(packHalf2x16(vec2(v, a))).x + unpackUnorm4x8(packUnorm4x8(vec4(a))).y;
}
