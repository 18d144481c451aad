/* Stand-in for nvcg_verify_module while the verifier (branch `verifier`) has not landed:
 * mk/spirv.mk links this only when build/nvcg.o lacks the symbol. It checks what the
 * public API can see: that no builder misuse was recorded against the module. */
#include "nvcg.h"
nvcg_status nvcg_verify_module(nvcg_module *m) {
  return m && nvcg_module_error_count(m) == 0 ? NVCG_OK : NVCG_ERROR;
}
