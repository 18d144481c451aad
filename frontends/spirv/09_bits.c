/* ---- small arithmetic helpers ---- */

static uint64_t nvsp_mask(uint32_t bits) { return bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1); }

static int64_t nvsp_sext(uint64_t v, uint32_t bits) {
  if (bits == 0 || bits >= 64) return (int64_t)v;
  v &= nvsp_mask(bits);
  if (v >> (bits - 1)) v |= ~nvsp_mask(bits);
  return (int64_t)v;
}

static uint32_t nvsp_lowbit(uint64_t v) {
  uint32_t a = 1;
  if (!v) return 1u << 30;
  while (!(v & 1) && a < (1u << 30)) {
    v >>= 1;
    a <<= 1;
  }
  return a;
}

/* Known alignments: 0 means "natural for the type accessed" (true of every address in
 * memory laid out by nvcg: allocas, globals, OpenCL buffers); NVSP_ALIGN_COMPONENT means
 * only "aligned to the scalar component" (a pointer of unknown provenance into a Vulkan
 * buffer, where even a vec4 may sit at 4 bytes under the scalar layout). */
#define NVSP_ALIGN_COMPONENT 0x80000000u

static uint32_t nvsp_min_align(uint32_t a, uint32_t b) {
  if (a == NVSP_ALIGN_COMPONENT || b == NVSP_ALIGN_COMPONENT) return NVSP_ALIGN_COMPONENT;
  if (!a) return b;
  if (!b) return a;
  return a < b ? a : b;
}

