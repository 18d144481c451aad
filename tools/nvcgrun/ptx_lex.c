/* ptx_lex.c — PTX text to tokens. First stage of the PTX engine: the whole module is
 * tokenised once into an array, so that the parser can skip function bodies in its first
 * pass and come back to them.
 *
 * An identifier may carry dotted and `::` suffixes (`ld.global.v4.u32`, `%tid.x`,
 * `atom.shared::cta.add.u32`), so an opcode with its modifiers is one token. Numbers:
 * decimal, 0x hex, 0b binary, octal with a leading 0, an optional U suffix; floats 0fXXXXXXXX
 * (f32 bits), 0dXXXXXXXXXXXXXXXX (f64 bits) and decimal with a point or exponent. */
#include "ptx.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ident_start(int c) { return isalpha(c) || c == '_' || c == '$' || c == '%' || c == '.'; }
static int ident_char(int c) { return isalnum(c) || c == '_' || c == '$'; }

int ptx_lex(const char *text, size_t len, ptok **toks, int *ntoks, char *err, size_t errsize) {
    const char *p = text, *end = text + len, *linestart = text;
    uint32_t line = 1;
    int n = 0, cap = 1024;
    ptok *v = (ptok *)malloc((size_t)cap * sizeof *v);
    while (p < end) {
        ptok t;
        int c = (unsigned char)*p;
        if (c == '\n') { line++; p++; linestart = p; continue; }
        if (isspace(c)) { p++; continue; }
        if (c == '/' && p + 1 < end && p[1] == '/') {
            while (p < end && *p != '\n') p++;
            continue;
        }
        if (c == '/' && p + 1 < end && p[1] == '*') {
            p += 2;
            while (p + 1 < end && !(p[0] == '*' && p[1] == '/')) {
                if (*p == '\n') { line++; linestart = p + 1; }
                p++;
            }
            if (p + 1 >= end) {
                snprintf(err, errsize, "%u:%u: unterminated comment", line, (unsigned)(p - linestart) + 1);
                free(v);
                return -1;
            }
            p += 2;
            continue;
        }
        memset(&t, 0, sizeof t);
        t.s = p;
        t.line = line;
        t.col = (uint32_t)(p - linestart) + 1;
        if (c == '"') {
            p++;
            while (p < end && *p != '"' && *p != '\n') p++;
            if (p >= end || *p != '"') {
                snprintf(err, errsize, "%u:%u: unterminated string", t.line, t.col);
                free(v);
                return -1;
            }
            p++;
            t.kind = TK_STR;
        } else if (isdigit(c)) {
            const char *q = p;
            if (c == '0' && q + 1 < end && (q[1] == 'f' || q[1] == 'F' || q[1] == 'd' || q[1] == 'D')) {
                int nd = (q[1] == 'f' || q[1] == 'F') ? 8 : 16, i;
                uint64_t bits = 0;
                q += 2;
                for (i = 0; i < nd && q < end && isxdigit((unsigned char)*q); i++, q++) {
                    int d = isdigit((unsigned char)*q) ? *q - '0' : (tolower((unsigned char)*q) - 'a' + 10);
                    bits = bits << 4 | (uint64_t)d;
                }
                if (i != nd || (q < end && ident_char((unsigned char)*q))) {
                    snprintf(err, errsize, "%u:%u: malformed %s literal (0%c needs exactly %d hex digits)", t.line, t.col,
                             nd == 8 ? "f32" : "f64", p[1], nd);
                    free(v);
                    return -1;
                }
                t.kind = TK_FLT;
                t.fbits = (uint8_t)(nd == 8 ? 32 : 64);
                t.ival = bits;
                p = q;
            } else {
                /* decimal float? */
                const char *r = q;
                int isfloat = 0;
                if (!(c == '0' && r + 1 < end && (r[1] == 'x' || r[1] == 'X' || r[1] == 'b' || r[1] == 'B'))) {
                    while (r < end && isdigit((unsigned char)*r)) r++;
                    if (r < end && (*r == '.' || *r == 'e' || *r == 'E')) {
                        if (*r == '.' && r + 1 < end && isdigit((unsigned char)r[1])) isfloat = 1;
                        else if (*r == '.' && !(r + 1 < end && ident_char((unsigned char)r[1]))) isfloat = 1;
                        else if (*r == 'e' || *r == 'E') isfloat = 1;
                    }
                }
                if (isfloat) {
                    char *fe;
                    t.fval = strtod(q, &fe);
                    t.kind = TK_FLT;
                    p = fe;
                } else {
                    uint64_t val = 0;
                    int base = 10;
                    if (c == '0' && q + 1 < end && (q[1] == 'x' || q[1] == 'X')) { base = 16; q += 2; }
                    else if (c == '0' && q + 1 < end && (q[1] == 'b' || q[1] == 'B')) { base = 2; q += 2; }
                    else if (c == '0' && q + 1 < end && isdigit((unsigned char)q[1])) { base = 8; q += 1; }
                    for (; q < end; q++) {
                        int d;
                        if (isdigit((unsigned char)*q)) d = *q - '0';
                        else if (isxdigit((unsigned char)*q) && base == 16) d = tolower((unsigned char)*q) - 'a' + 10;
                        else break;
                        if (d >= base) break;
                        val = val * (uint64_t)base + (uint64_t)d;
                    }
                    if (q < end && (*q == 'U' || *q == 'u')) q++;
                    if (q < end && ident_char((unsigned char)*q)) {
                        snprintf(err, errsize, "%u:%u: malformed number", t.line, t.col);
                        free(v);
                        return -1;
                    }
                    t.kind = TK_INT;
                    t.ival = val;
                    p = q;
                }
            }
        } else if (ident_start(c) && !(c == '.' && p + 1 < end && !isalpha((unsigned char)p[1]) && p[1] != '_')) {
            p++;
            while (p < end) {
                if (ident_char((unsigned char)*p)) p++;
                else if (*p == '.' && p + 1 < end && ident_char((unsigned char)p[1])) p++;
                else if (*p == ':' && p + 2 < end && p[1] == ':' && ident_char((unsigned char)p[2])) p += 2;
                else break;
            }
            t.kind = TK_IDENT;
        } else if (strchr(",;:()[]{}+-*/%!@|<>=~&^?", c)) {
            t.kind = TK_PUNCT;
            t.ch = (char)c;
            p++;
        } else {
            snprintf(err, errsize, "%u:%u: unexpected character '%c'", t.line, t.col, isprint(c) ? c : '?');
            free(v);
            return -1;
        }
        t.len = (uint32_t)(p - t.s);
        if (n + 1 >= cap) { cap *= 2; v = (ptok *)realloc(v, (size_t)cap * sizeof *v); }
        v[n++] = t;
    }
    memset(&v[n], 0, sizeof v[n]);
    v[n].kind = TK_EOF;
    v[n].line = line;
    v[n].col = (uint32_t)(p - linestart) + 1;
    v[n].s = end;
    *toks = v;
    *ntoks = n;
    return 0;
}
