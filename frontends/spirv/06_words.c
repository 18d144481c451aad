/* ---- the current instruction ---- */

static void nvsp_at(nvsp_state *s, size_t off) {
  s->cur = off;
  s->cur_op = s->w[off] & 0xFFFFu;
  s->cur_wc = s->w[off] >> 16;
  s->in_inst = 1;
}

/* Diagnostics from here on are about the module, not an instruction. */
static void nvsp_noinst(nvsp_state *s) {
  s->cur_wc = 0;
  s->in_inst = 0;
}

/* Operand word i of the current instruction (word 0 is the opcode word). */
static uint32_t nvsp_w(nvsp_state *s, uint32_t i) {
  if (i >= s->cur_wc) NVSP_ERR("missing operand: the instruction has %u words", s->cur_wc);
  return s->w[s->cur + i];
}

static void nvsp_need(nvsp_state *s, uint32_t min, uint32_t max) {
  if (s->cur_wc < min || s->cur_wc > max) {
    if (min == max) NVSP_ERR("wrong word count %u (expected %u)", s->cur_wc, min);
    if (max == 0xFFFFFFFFu) NVSP_ERR("wrong word count %u (expected at least %u)", s->cur_wc, min);
    NVSP_ERR("wrong word count %u (expected %u to %u)", s->cur_wc, min, max);
  }
}

/* A literal string starting at word i; returns it and sets *next to the word after it. */
static const char *nvsp_str(nvsp_state *s, uint32_t i, uint32_t *next) {
  uint32_t k;
  for (k = i; k < s->cur_wc; k++) {
    uint32_t word = s->w[s->cur + k];
    int b;
    for (b = 0; b < 4; b++) {
      if (((word >> (8 * b)) & 0xFF) == 0) {
        size_t len = (size_t)(k - i) * 4 + (size_t)b, j;
        char *d = (char *)nvsp_alloc(s, len + 1);
        for (j = 0; j < len; j++) d[j] = (char)((s->w[s->cur + i + j / 4] >> (8 * (j % 4))) & 0xFF);
        d[len] = 0;
        if (next) *next = k + 1;
        return d;
      }
    }
  }
  NVSP_ERR("literal string is not NUL-terminated within the instruction");
}

