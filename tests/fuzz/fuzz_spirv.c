/* libFuzzer target for the SPIR-V frontend: any bytes are a candidate module. Every
 * input must end in a verified module or in diagnostics and a failed status, without a
 * crash, a leak or undefined behaviour (built with ASan and UBSan, see mk/spirv.mk).
 * The last byte of inputs whose size is not a multiple of four picks translation
 * options, so that the option paths are fuzzed too; such inputs are also fed whole to
 * nvcg_spirv_translate_bytes, which must reject the odd size. */
#define NVCG_IMPLEMENTATION
#include "nvcg.h"
#define NVCG_SPIRV_IMPLEMENTATION
#include "frontends/nvcg_spirv.h"

#ifdef FUZZ_SPIRV_VERIFY_STUB
/* until the verifier lands in nvcg.h (see mk/spirv.mk) */
nvcg_status nvcg_verify_module(nvcg_module *m) {
  return m && nvcg_module_error_count(m) == 0 ? NVCG_OK : NVCG_ERROR;
}
#endif

static void quiet(const nvcg_diagnostic *d, void *user) {
  /* touch the message so that a bad pointer would be caught */
  size_t *n = (size_t *)user;
  *n += strlen(d->message) + (d->file ? strlen(d->file) : 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  nvcg_context *ctx = nvcg_context_create();
  nvcg_module *m = NULL;
  nvcg_spirv_options o;
  nvcg_spirv_spec specs[2];
  size_t chars = 0;
  unsigned flags = size % 4 ? data[size - 1] : 0;
  nvcg_context_set_diag_handler(ctx, quiet, &chars);
  nvcg_spirv_options_init(&o);
  o.source_name = "fuzz.spv";
  if (flags & 1) o.push_constants = NVCG_SPIRV_PUSH_BUFFER;
  if (flags & 2) o.buffers = NVCG_SPIRV_BUFFERS_TABLE;
  if (flags & 4) o.uniform_constant_addrspace = 1;
  if (flags & 8) o.sm = 80;
  if (flags & 16) o.fp_contract = 0;
  if (flags & 32) o.entry_point = "main";
  if (flags & 64) {
    specs[0].id = 0;
    specs[0].value = "3";
    specs[1].id = 1;
    specs[1].value = "-1.5";
    o.specs = specs;
    o.spec_count = 2;
  }
  if (size % 4) {
    if (nvcg_spirv_translate_bytes(ctx, data, size, &o, &m) == NVCG_OK) __builtin_trap();
  }
  if (nvcg_spirv_translate_bytes(ctx, data, size - size % 4, &o, &m) == NVCG_OK) {
    char *text = NULL;
    if (nvcg_print_ll(m, &text, NULL) == NVCG_OK) nvcg_free(text);
    nvcg_module_destroy(m);
  }
  nvcg_context_destroy(ctx);
  return 0;
}
