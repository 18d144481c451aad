/* lexer.c -- tokens of LLVM assembly, read straight from the caller's buffer in one pass.
 * The buffer need not be NUL-terminated and may hold any bytes: every read is checked
 * against the end, a NUL or a byte the language has no use for outside strings and
 * comments gives an error token. Tokens point into the buffer; the parser interns or
 * decodes what it keeps. Line and column are counted as the lexer goes (columns are
 * 1-based byte offsets within the line), so positions cost nothing extra. */

static const char *const nv_kw_names[] = {
    "",
#define NV_X_KWNAME(k) #k,
    NV_LL_KEYWORDS(NV_X_KWNAME)
#undef NV_X_KWNAME
#define NV_X_OPNAME(name, mn) mn,
    NVCG_OPCODES(NV_X_OPNAME)
#undef NV_X_OPNAME
};

/* Each keyword's length, from its literal's size (the table below is built per lexer:
 * no strlen there). */
static const uint8_t nv_kw_lens[] = {
    0,
#define NV_X_KWLEN(k) sizeof(#k) - 1,
    NV_LL_KEYWORDS(NV_X_KWLEN)
#undef NV_X_KWLEN
#define NV_X_OPLEN(name, mn) sizeof(mn) - 1,
    NVCG_OPCODES(NV_X_OPLEN)
#undef NV_X_OPLEN
};

static const char *nv_kw_name(unsigned kw) { return kw < NV_KW_COUNT ? nv_kw_names[kw] : "?"; }

static uint32_t nv_kw_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  size_t i;
  for (i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static void nv_lex_init(nv_lexer *L, const char *text, size_t len) {
  unsigned k;
  memset(L, 0, sizeof *L);
  L->p = text;
  L->end = text + len;
  L->line_start = text;
  L->line = 1;
  /* The table is rebuilt per lexer (a few hundred inserts) rather than kept in a global:
   * the library has no mutable global state. */
  for (k = 1; k < NV_KW_COUNT; k++) {
    const char *s = nv_kw_names[k];
    uint32_t h = nv_kw_hash(s, nv_kw_lens[k]) & (NV_KWTAB_SIZE - 1);
    while (L->kwtab[h]) {
      if (strcmp(nv_kw_names[L->kwtab[h]], s) == 0) break;
      h = (h + 1) & (NV_KWTAB_SIZE - 1);
    }
    if (!L->kwtab[h]) L->kwtab[h] = (uint16_t)k;
  }
}

/* h is nv_kw_hash(s, n), computed while the word was scanned. */
static unsigned nv_kw_find(const nv_lexer *L, const char *s, size_t n, uint32_t h) {
  h &= NV_KWTAB_SIZE - 1;
  for (;;) {
    unsigned k = L->kwtab[h];
    if (!k) return NV_KW_NONE;
    if (nv_kw_lens[k] == n) {
      /* keywords are short: a byte loop beats a call to memcmp */
      const char *w = nv_kw_names[k];
      size_t i = 0;
      while (i < n && w[i] == s[i]) i++;
      if (i == n) return k;
    }
    h = (h + 1) & (NV_KWTAB_SIZE - 1);
  }
}

/* Character classes, one table lookup per byte: NV_CC_NAME for a bare name's characters
 * [-a-zA-Z$._0-9], NV_CC_KW for a keyword's [a-zA-Z0-9_], NV_CC_DIGIT for [0-9],
 * NV_CC_SKIP for what nv_lex_next skips before a token (white space, a comment's ';'). */
#define NV_CC_NAME 1u
#define NV_CC_KW 2u
#define NV_CC_DIGIT 4u
#define NV_CC_SKIP 8u
#define NV_CC(c)                                                                             \
  ((((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z') || (c) == '_') ? 3u              \
   : ((c) >= '0' && (c) <= '9')                                            ? 7u              \
   : ((c) == '.' || (c) == '-' || (c) == '$')                              ? 1u              \
   : ((c) == ' ' || (c) == '\t' || (c) == '\r' || (c) == '\n' || (c) == ';') ? 8u              \
                                                                           : 0u)
#define NV_CC4(c) NV_CC(c), NV_CC((c) + 1), NV_CC((c) + 2), NV_CC((c) + 3)
#define NV_CC16(c) NV_CC4(c), NV_CC4((c) + 4), NV_CC4((c) + 8), NV_CC4((c) + 12)
#define NV_CC64(c) NV_CC16(c), NV_CC16((c) + 16), NV_CC16((c) + 32), NV_CC16((c) + 48)
static const unsigned char nv_ll_cc[256] = {NV_CC64(0), NV_CC64(64), NV_CC64(128), NV_CC64(192)};
#undef NV_CC64
#undef NV_CC16
#undef NV_CC4
#undef NV_CC

static int nv_ll_namech(int c) { return nv_ll_cc[c & 0xff] & NV_CC_NAME; }
static int nv_ll_digit(int c) { return nv_ll_cc[c & 0xff] & NV_CC_DIGIT; }
static int nv_ll_hex(int c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int nv_ll_hexval(int c) {
  return c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
}

static size_t nv_ll_unescape(char *dst, const char *src, size_t n) {
  size_t i = 0, o = 0;
  while (i < n) {
    if (src[i] == '\\' && i + 1 < n && src[i + 1] == '\\') {
      dst[o++] = '\\';
      i += 2;
    } else if (src[i] == '\\' && i + 2 < n && nv_ll_hex((unsigned char)src[i + 1]) &&
               nv_ll_hex((unsigned char)src[i + 2])) {
      dst[o++] = (char)(nv_ll_hexval((unsigned char)src[i + 1]) * 16 +
                        nv_ll_hexval((unsigned char)src[i + 2]));
      i += 3;
    } else {
      dst[o++] = src[i++];
    }
  }
  return o;
}

static nv_lexpos nv_lex_save(const nv_lexer *L) {
  nv_lexpos pos;
  pos.p = L->p;
  pos.line_start = L->line_start;
  pos.line = L->line;
  return pos;
}

static void nv_lex_restore(nv_lexer *L, nv_lexpos pos) {
  L->p = pos.p;
  L->line_start = pos.line_start;
  L->line = pos.line;
}

static void nv_lex_fail(nv_lexer *L, nv_tok *t, const char *msg) {
  L->err = msg;
  t->kind = NV_T_ERROR;
}

/* Scans a decimal number into num; UINT64_MAX when it overflows. */
static const char *nv_lex_decimal(const char *p, const char *end, uint64_t *num) {
  uint64_t v = 0;
  int over = 0;
  const char *q = p, *lim = end - p > 19 ? p + 19 : end;
  /* 19 digits cannot overflow 64 bits: no test per digit, and one pass (names like %12
   * and types like i32 are most of a file's numbers) */
  while (q < lim && nv_ll_digit((unsigned char)*q)) v = v * 10 + (unsigned)(*q++ - '0');
  if (q < lim || q == end || !nv_ll_digit((unsigned char)*q)) {
    *num = v;
    return q;
  }
  v = 0;
  while (p < end && nv_ll_digit((unsigned char)*p)) {
    unsigned d = (unsigned)(*p - '0');
    if (v > (UINT64_MAX - d) / 10) over = 1;
    else v = v * 10 + d;
    p++;
  }
  *num = over ? UINT64_MAX : v;
  return p;
}

/* A quoted string starting at the opening quote; returns the position after the closing
 * quote, or NULL at the end of the input. Newlines inside strings are counted. */
static const char *nv_lex_string(nv_lexer *L, const char *p, nv_tok *t) {
  const char *s = ++p;
  int esc = 0;
  const char *q = (const char *)memchr(p, '"', (size_t)(L->end - p));
  if (!q) return NULL;
  for (; p < q; p++) {
    if (*p == '\n') {
      L->line++;
      L->line_start = p + 1;
    } else if (*p == '\\') {
      esc = 1;
    }
  }
  t->s = s;
  t->len = (uint32_t)(q - s);
  t->escaped = (uint8_t)esc;
  return q + 1;
}

/* %name, @name, $name, !name and their quoted and numbered forms; p is after the sigil. */
static const char *nv_lex_var(nv_lexer *L, const char *p, nv_tok *t, unsigned kind) {
  const char *end = L->end;
  t->kind = (uint8_t)kind;
  if (p < end && *p == '"') {
    const char *q = nv_lex_string(L, p, t);
    if (!q) {
      nv_lex_fail(L, t, "end of input inside a quoted name");
      return end;
    }
    if (t->len == 0) nv_lex_fail(L, t, "empty quoted name");
    if (memchr(t->s, 0, t->len)) nv_lex_fail(L, t, "NUL byte in a name");
    return q;
  }
  if (p < end && nv_ll_digit((unsigned char)*p)) {
    t->numbered = 1;
    t->s = p;
    p = nv_lex_decimal(p, end, &t->num);
    t->len = (uint32_t)(p - t->s);
    return p;
  }
  t->s = p;
  if (kind == NV_T_META) {
    while (p < end && (nv_ll_namech((unsigned char)*p) || *p == '\\')) p++;
  } else {
    while (p < end && (nv_ll_cc[(unsigned char)*p] & NV_CC_NAME)) p++;
  }
  t->len = (uint32_t)(p - t->s);
  if (t->len == 0) nv_lex_fail(L, t, "expected a name after the sigil");
  return p;
}

/* After a leading digit, '-' or '+': integers, decimal floating point, and labels that
 * start with a digit or '-'. */
static const char *nv_lex_number(nv_lexer *L, const char *p, nv_tok *t) {
  const char *start = p, *end = L->end, *q;
  /* A label may start with a digit or '-' ("12:", "-foo:"). */
  q = p;
  while (q < end && nv_ll_namech((unsigned char)*q)) q++;
  if (q < end && *q == ':' && *p != '+') {
    t->kind = NV_T_LABEL;
    t->s = p;
    t->len = (uint32_t)(q - p);
    q = p;
    while (q < p + t->len && nv_ll_digit((unsigned char)*q)) q++;
    if (q == p + t->len) {
      t->numbered = 1;
      nv_lex_decimal(p, end, &t->num);
    }
    return p + t->len + 1;
  }
  if (*p == '-' || *p == '+') p++;
  if (p >= end || !nv_ll_digit((unsigned char)*p)) {
    nv_lex_fail(L, t, "expected a number");
    return p;
  }
  if (*p == '0' && p + 1 < end && p[1] == 'x' && (*start == '-' || *start == '+')) {
    nv_lex_fail(L, t, "a hexadecimal constant takes no sign");
    return p + 1;
  }
  if (*p == '0' && p + 1 < end && p[1] == 'x') {
    /* 0x[KLMHR]?hex: floating point given by its bits */
    p += 2;
    t->kind = NV_T_FP;
    t->sub = 'X';
    if (p < end && (*p == 'K' || *p == 'L' || *p == 'M' || *p == 'H' || *p == 'R')) t->sub = (uint8_t)*p++;
    t->s = p;
    while (p < end && nv_ll_hex((unsigned char)*p)) p++;
    t->len = (uint32_t)(p - t->s);
    if (!t->len) nv_lex_fail(L, t, "expected hexadecimal digits");
    return p;
  }
  while (p < end && nv_ll_digit((unsigned char)*p)) p++;
  if (p < end && *p == '.') {
    p++;
    while (p < end && nv_ll_digit((unsigned char)*p)) p++;
    if (p < end && (*p == 'e' || *p == 'E')) {
      const char *e = p + 1;
      if (e < end && (*e == '-' || *e == '+')) e++;
      if (e < end && nv_ll_digit((unsigned char)*e)) {
        p = e;
        while (p < end && nv_ll_digit((unsigned char)*p)) p++;
      }
    }
    t->kind = NV_T_FP;
    t->sub = 0;
    t->s = start;
    t->len = (uint32_t)(p - start);
    return p;
  }
  if (*start == '+') {
    nv_lex_fail(L, t, "'+' starts only a floating-point constant");
    return p;
  }
  t->kind = NV_T_INT;
  t->s = start;
  t->len = (uint32_t)(p - start);
  return p;
}

static void nv_lex_next(nv_lexer *L, nv_tok *t) {
  const char *p = L->p, *end = L->end;
  unsigned char ch;
  /* whitespace and comments: most tokens follow one space or none, which take one test
   * each before the loop (a space first: the most frequent byte of the text) */
  if (p < end && *p == ' ') p++;
  for (;;) {
    while (p < end && (nv_ll_cc[(unsigned char)*p] & NV_CC_SKIP)) {
      ch = (unsigned char)*p;
      if (ch == ' ') {
        p++;
      } else if (ch == '\n') {
        L->line++;
        L->line_start = ++p;
      } else if (ch == '\t' || ch == '\r') {
        p++;
      } else { /* ';': a comment to the end of the line */
        const char *nl = (const char *)memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl : end;
      }
    }
    if (p + 1 < end && p[0] == '/' && p[1] == '*') {
      /* a C-style block comment, as LLVM's lexer reads them (LLVM's tensormap_replace.ll
       * writes call arguments like /+ elemtype=u8 +/ i32 0); one left open is an error at
       * its start */
      const char *q = p + 2;
      while (q + 1 < end && !(q[0] == '*' && q[1] == '/')) q++;
      if (q + 1 >= end) {
        t->line = L->line;
        t->col = (uint32_t)(p - L->line_start) + 1;
        t->s = p;
        t->len = 2;
        L->p = end;
        nv_lex_fail(L, t, "unterminated /* comment");
        return;
      }
      for (; p < q; p++)
        if (*p == '\n') {
          L->line++;
          L->line_start = p + 1;
        }
      p = q + 2;
      continue;
    }
    break;
  }
  t->numbered = 0;
  t->escaped = 0;
  t->sub = 0;
  t->kw = 0;
  t->num = 0;
  t->line = L->line;
  t->col = (uint32_t)(p - L->line_start) + 1;
  t->s = p;
  t->len = 0;
  if (p >= end) {
    t->kind = NV_T_EOF;
    L->p = p;
    return;
  }
  ch = (unsigned char)*p;
  switch (ch) {
  case '%': p = nv_lex_var(L, p + 1, t, NV_T_LOCAL); break;
  case '@': p = nv_lex_var(L, p + 1, t, NV_T_GLOBAL); break;
  case '$':
    p = nv_lex_var(L, p + 1, t, NV_T_COMDAT);
    break;
  case '!':
    if (p + 1 < end && (nv_ll_namech((unsigned char)p[1]) || p[1] == '\\')) {
      p = nv_lex_var(L, p + 1, t, NV_T_META);
    } else {
      t->kind = NV_T_EXCL;
      p++;
    }
    break;
  case '#':
    p++;
    if (p < end && nv_ll_digit((unsigned char)*p)) {
      t->kind = NV_T_ATTRGRP;
      t->s = p;
      p = nv_lex_decimal(p, end, &t->num);
      t->len = (uint32_t)(p - t->s);
    } else if (p < end && nv_ll_namech((unsigned char)*p)) {
      t->kind = NV_T_DBGREC;
      t->s = p;
      while (p < end && nv_ll_namech((unsigned char)*p)) p++;
      t->len = (uint32_t)(p - t->s);
    } else {
      nv_lex_fail(L, t, "expected an attribute group number after '#'");
    }
    break;
  case '^':
    p++;
    t->kind = NV_T_SUMMARY;
    t->s = p;
    p = nv_lex_decimal(p, end, &t->num);
    t->len = (uint32_t)(p - t->s);
    if (!t->len) nv_lex_fail(L, t, "expected a number after '^'");
    break;
  case '"': {
    const char *q = nv_lex_string(L, p, t);
    if (!q) {
      nv_lex_fail(L, t, "end of input inside a string constant");
      p = end;
      break;
    }
    p = q;
    if (p < end && *p == ':') {
      t->kind = NV_T_LABEL;
      p++;
      if (t->len == 0) nv_lex_fail(L, t, "empty label name");
      else if (memchr(t->s, 0, t->len)) nv_lex_fail(L, t, "NUL byte in a label");
    } else {
      t->kind = NV_T_STRING;
    }
    break;
  }
  case '=': t->kind = NV_T_EQ; p++; break;
  case ',': t->kind = NV_T_COMMA; p++; break;
  case '*': t->kind = NV_T_STAR; p++; break;
  case '[': t->kind = NV_T_LSQ; p++; break;
  case ']': t->kind = NV_T_RSQ; p++; break;
  case '{': t->kind = NV_T_LBRACE; p++; break;
  case '}': t->kind = NV_T_RBRACE; p++; break;
  case '(': t->kind = NV_T_LPAREN; p++; break;
  case ')': t->kind = NV_T_RPAREN; p++; break;
  case '<': t->kind = NV_T_LT; p++; break;
  case '>': t->kind = NV_T_GT; p++; break;
  case '|': t->kind = NV_T_BAR; p++; break;
  case '.':
    if (end - p >= 3 && p[1] == '.' && p[2] == '.') {
      t->kind = NV_T_DOTS;
      p += 3;
      break;
    }
    goto word;
  case '-': case '+': case '0': case '1': case '2': case '3': case '4': case '5': case '6':
  case '7': case '8': case '9':
    p = nv_lex_number(L, p, t);
    break;
  default:
  word:
    if (nv_ll_namech(ch)) {
      /* One scan: the keyword part [a-zA-Z0-9_]* (hashed on the way), then the rest of
       * a label-like name; a ':' right after makes it a label. */
      const char *q = p, *kend;
      uint32_t h = 2166136261u;
      while (q < end && (nv_ll_cc[(unsigned char)*q] & NV_CC_KW)) h = (h ^ (unsigned char)*q++) * 16777619u;
      kend = q;
      while (q < end && nv_ll_namech((unsigned char)*q)) q++;
      if (q < end && *q == ':') {
        t->kind = NV_T_LABEL;
        t->len = (uint32_t)(q - p);
        p = q + 1;
        break;
      }
      if (kend == p) {
        nv_lex_fail(L, t, "unexpected character");
        p++;
        break;
      }
      t->len = (uint32_t)(kend - p);
      if ((ch == 'u' || ch == 's') && t->len > 3 && p[1] == '0' && p[2] == 'x') {
        const char *h = p + 3;
        while (h < kend && nv_ll_hex((unsigned char)*h)) h++;
        if (h == kend) {
          t->kind = NV_T_INT;
          t->sub = ch;
          t->s = p + 3;
          t->len = (uint32_t)(kend - (p + 3));
          p = kend;
          break;
        }
      }
      if (ch == 'i' && t->len > 1 && nv_ll_digit((unsigned char)p[1])) {
        const char *d = p + 1;
        while (d < kend && nv_ll_digit((unsigned char)*d)) d++;
        if (d == kend) {
          t->kind = NV_T_INTTYPE;
          nv_lex_decimal(p + 1, kend, &t->num);
          p = kend;
          break;
        }
      }
      t->kind = NV_T_KW;
      t->kw = (uint16_t)nv_kw_find(L, p, t->len, h);
      p = kend;
      break;
    }
    if (ch == 0) nv_lex_fail(L, t, "NUL byte in the input");
    else nv_lex_fail(L, t, "unexpected character");
    p++;
    break;
  }
  L->p = p;
}
