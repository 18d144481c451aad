/* options_stub.c -- TEMPORARY. nvcg_options_init and nvcg_verify_module come from
 * branch `verifier` (driver/driver.c, ir/verify.c); these stand-ins let code generation
 * and its tests run until that branch is merged. DELETE THIS FILE then: the duplicate
 * definitions will not compile, on purpose. */

void nvcg_options_init(nvcg_options *o) {
  if (!o) return;
  memset(o, 0, sizeof *o);
  o->sm = 75;
  o->opt_level = 2;
}

nvcg_status nvcg_verify_module(nvcg_module *m) { return m && !m->errors ? NVCG_OK : NVCG_ERROR; }
