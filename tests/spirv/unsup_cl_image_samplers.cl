// A texture object carries one sampler's state: an image parameter sampled with two
// different samplers (here a literal and a sampler argument, through a helper function)
// is refused before translation, naming both.
// EXPECT-ERROR: image parameter 0 of k is sampled with a
__constant sampler_t lin = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
__attribute__((noinline)) float4 at(read_only image2d_t img, sampler_t s, float2 c) { return read_imagef(img, s, c); }
__kernel void k(read_only image2d_t img, sampler_t smp, __global float4 *out) {
  out[0] = at(img, smp, (float2)(0.5f, 0.5f));
  out[1] = read_imagef(img, lin, (float2)(0.25f, 0.25f));
}
