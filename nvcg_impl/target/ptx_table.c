/* ptx_table.c -- the PTX instruction table (ptx_insns.h) as data. */

static const nv_ptx_info nv_ptx_table[] = {
#define NV_X_INFO(id, tmpl, sig, sm, ptx) {tmpl, sig, sm, ptx},
    NV_PTX_INSNS(NV_X_INFO)
#undef NV_X_INFO
};

static const nv_ptx_info *nv_ptx_info_of(unsigned opc) {
  static const nv_ptx_info bad = {"<bad opcode>", "pseudo", 0, 0};
  return opc < NV_PTX_COUNT ? &nv_ptx_table[opc] : &bad;
}
