/* legalize_stub.c -- TEMPORARY. Stand-ins for the DAG combiner and the type and
 * operation legalisers, which branch `legalize` provides (isel/combine.c,
 * isel/legalize_types*.c, isel/legalize_ops.c). DELETE THIS FILE when that branch is
 * merged: its definitions will collide with theirs, on purpose.
 *
 * Until then code generation handles DAGs whose types are already legal; the type
 * check below turns anything else into a clear diagnostic naming the IR instruction
 * instead of a selection failure deep inside the selector. */

static void nv_dag_combine(nv_dag *d, int after_legalize, const nv_options *o) {
  (void)d;
  (void)after_legalize;
  (void)o;
}

static int nv_dag_legalize_types(nv_dag *d, const nv_options *o) {
  uint32_t count, i, k;
  nv_sdnode **order = nv_dag_topo_order(d, &count);
  for (i = 0; i < count; i++) {
    nv_sdnode *n = order[i];
    for (k = 0; k < n->nres; k++) {
      nv_evt vt = n->vts[k];
      nv_buf b = NV_BUF_INIT;
      if (vt == NV_EVT_OTHER || vt == NV_EVT_GLUE || nv_target_type_legal(d->tgt, vt)) continue;
      if (n->op == NV_ISD_CONDCODE || n->op == NV_ISD_VALUETYPE || n->op == NV_ISD_BASIC_BLOCK) continue;
      nv_buf_puts(&b, "type legalisation is not available yet: ");
      nv_evt_print(&b, vt);
      nv_buf_printf(&b, " value (%s) is not legal on sm_%u", nv_isd_name(n->op), d->tgt->sm);
      if (n->ir) {
        nv_buf_puts(&b, " in '");
        nv_print_inst_to(&b, n->ir);
        nv_buf_puts(&b, "'");
      }
      nv_diag(o->diag, NVCG_SEV_ERROR, NULL, n->ir ? n->ir->line : 0, n->ir ? n->ir->col : 0, "%s", b.data);
      nv_buf_free(&b);
      return 0;
    }
  }
  return 1;
}

static int nv_dag_legalize_ops(nv_dag *d, const nv_options *o) {
  (void)d;
  (void)o;
  return 1;
}
