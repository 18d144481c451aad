/* image_optimizer.c -- cicc's nvptx-image-optimizer (seeds/003; LLVM's NVPTXImageOptimizer):
 * the image-type queries llvm.nvvm.istypep.{texture,surface,sampler} whose handle is a
 * module-scope reference's (llvm.nvvm.texsurf.handle.internal of a global annotated
 * "texture" / "surface", ir/texture.h) or an image kernel parameter (annotated "rdoimage",
 * "wroimage", "rdwrimage") have answers known at compile time: true for the reference's
 * own kind, false for the other and for sampler (nvcg has no samplers). Each such call
 * becomes that constant. Nothing else about an image is known before launch (sizes and formats are the bound image's), so txq / suq stay. The seed's
 * type validation of tex / suld / sust / suq is the verifier's and replace_image_handles'
 * (a located error each). A query on any other handle (a bindless object, a PHI of
 * handles) is left, and code generation refuses it: what PTX istypep answers for a CUDA
 * texture or surface object is the hardware's, not checked here. Runs at every level,
 * after inlining (which brings a kernel's handles to its callees' queries). */

static int nv_pass_image_optimizer(nv_func *f, const nv_options *o) {
  nv_block *bb;
  int changed = 0;
  (void)o;
  for (bb = f->first; bb; bb = bb->next) {
    nv_inst *I = bb->first;
    while (I) {
      nv_inst *next = I->next;
      unsigned id = I->v.opcode == NVCG_OP_CALL ? nv_opt_call_intrinsic(I) : 0;
      if ((id == NV_INTR_ISTYPEP_TEXTURE || id == NV_INTR_ISTYPEP_SURFACE || id == NV_INTR_ISTYPEP_SAMPLER) &&
          I->nops == 2) {
        const nv_global *g = nv_texsurf_handle_ref(I->ops[1].val);
        unsigned kind = g ? g->texref : nv_imgparam_texref(nv_image_param_of(I->ops[1].val));
        if (kind) {
          int yes = id == NV_INTR_ISTYPEP_TEXTURE   ? kind == NV_TEXREF_TEXTURE
                    : id == NV_INTR_ISTYPEP_SURFACE ? kind == NV_TEXREF_SURFACE
                                                    : 0;
          nv_value_rauw(&I->v, nv_const_int(I->v.type, (uint64_t)yes, 0));
          nv_inst_erase(I);
          changed = 1;
        }
      }
      I = next;
    }
  }
  return changed;
}
