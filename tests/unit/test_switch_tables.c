/* test_switch_tables.c -- jump-table partitioning in opt/lower_switch.c
 * (nv_ls_partition, LLVM's findJumpTables) against brute force: on random sets of up
 * to 11 case clusters and random rules (min-jump-table-entries, jump-table-density,
 * max-jump-table-size), every split of the clusters into contiguous runs is tried; a
 * split is allowed when each run of two or more clusters is dense enough for a table
 * (computed here from the rules' definitions, not with the library's helper). The
 * partition chosen must be allowed, have the fewest runs, and among those the best
 * LLVM score (a lone cluster 2, a run of at most min/2 clusters 1, a table 1). A switch
 * that is dense as a whole must be one run, at -O0 too; otherwise -O0 leaves every
 * cluster alone. Large random inputs check that long switches (past the search window)
 * still get allowed runs, and a mutation of the density rule is shown to be caught. */
#include "unit.h"

typedef struct sw_rules {
  uint64_t min_entries, density, max_size;
} sw_rules;

static uint32_t sw_rand(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

/* Is the run c[i..j] allowed as one table? (brute-force side: plain arithmetic) */
static int sw_run_ok(const sw_rules *R, const nv_ls_range *c, uint32_t i, uint32_t j, int mutate) {
  uint64_t cases = 0, range = (uint64_t)(c[j].hi - c[i].lo) + 1, k;
  for (k = i; k <= j; k++) cases += (uint64_t)(c[k].hi - c[k].lo) + 1;
  if (range > R->max_size) return 0;
  if (mutate) return cases * 100 > range * R->density; /* strict: a deliberately wrong rule */
  return cases * 100 >= range * R->density;
}

static unsigned sw_run_score(const sw_rules *R, uint32_t entries) {
  if (entries == 1) return 2;
  if (entries <= R->min_entries / 2) return 1;
  return entries >= R->min_entries ? 1 : 0;
}

/* Random clusters: sorted, disjoint, some wide. */
static uint32_t sw_gen(nv_ls_range *c, uint32_t max, uint32_t *s) {
  uint32_t n = 1 + sw_rand(s) % max, i;
  int64_t at = (int64_t)(sw_rand(s) % 64) - 32;
  for (i = 0; i < n; i++) {
    at += 1 + (sw_rand(s) % 4 ? sw_rand(s) % 3 : sw_rand(s) % 40);
    c[i].lo = at;
    at += sw_rand(s) % 5 ? 0 : sw_rand(s) % 3;
    c[i].hi = at;
    c[i].dest = NULL;
    c[i].first = c[i].n = 0;
  }
  return n;
}

static void sw_gen_rules(sw_rules *R, uint32_t *s) {
  static const uint64_t dens[] = {0, 10, 25, 40, 60, 100};
  R->min_entries = 1 + sw_rand(s) % 5;
  R->density = dens[sw_rand(s) % 6];
  R->max_size = sw_rand(s) % 3 ? 4294967295u : 6 + sw_rand(s) % 20;
}

/* Checks last[] against brute force; returns 0 (with a message) on a mismatch. */
static int sw_check(const sw_rules *R, const nv_ls_range *c, uint32_t n, int opt, const uint32_t *last, int mutate,
                    char *why, size_t whysz) {
  uint32_t mask, best_parts = UINT32_MAX, best_score = 0, parts = 0, score = 0, i;
  int whole = n >= 2 && n >= R->min_entries && R->max_size > 0 && sw_run_ok(R, c, 0, n - 1, mutate);
  /* the chosen partition: contiguous runs, each allowed */
  for (i = 0; i < n; i = last[i] + 1) {
    if (last[i] < i || last[i] >= n) {
      snprintf(why, whysz, "run at %u ends at %u", i, last[i]);
      return 0;
    }
    if (last[i] > i && !sw_run_ok(R, c, i, last[i], mutate)) {
      snprintf(why, whysz, "run %u..%u is not dense enough for a table", i, last[i]);
      return 0;
    }
    parts++;
    score += sw_run_score(R, last[i] - i + 1);
  }
  if (whole) {
    if (parts != 1) snprintf(why, whysz, "dense as a whole, but %u runs", parts);
    return parts == 1;
  }
  if (opt == 0 || n < 2 || n < R->min_entries || R->max_size == 0) {
    if (parts != n) snprintf(why, whysz, "expected every cluster alone, got %u runs of %u", parts, n);
    return parts == n;
  }
  /* bit b of mask set: a run ends after cluster b */
  for (mask = 0; mask < (1u << (n - 1)); mask++) {
    uint32_t start = 0, p = 0, sc = 0, b;
    int ok = 1;
    for (b = 0; b < n && ok; b++) {
      if (b == n - 1 || (mask >> b & 1)) {
        if (b > start && !sw_run_ok(R, c, start, b, mutate)) ok = 0;
        p++;
        sc += sw_run_score(R, b - start + 1);
        start = b + 1;
      }
    }
    if (!ok) continue;
    if (p < best_parts || (p == best_parts && sc > best_score)) {
      best_parts = p;
      best_score = sc;
    }
  }
  if (parts != best_parts || score != best_score) {
    snprintf(why, whysz, "%u runs with score %u; the best is %u runs with score %u", parts, score, best_parts,
             best_score);
    return 0;
  }
  return 1;
}

static void sw_describe(char *buf, size_t sz, const sw_rules *R, const nv_ls_range *c, uint32_t n) {
  size_t len = (size_t)snprintf(buf, sz, "min %llu density %llu max %llu:", (unsigned long long)R->min_entries,
                                (unsigned long long)R->density, (unsigned long long)R->max_size);
  uint32_t i;
  for (i = 0; i < n && len < sz; i++) len += (size_t)snprintf(buf + len, sz - len, " %lld..%lld", (long long)c[i].lo, (long long)c[i].hi);
}

/* Runs the random cases; returns the number of mismatches (stops at the first unless
 * counting a mutation). */
static unsigned sw_random(unsigned seeds, int mutate, unsigned *mixed) {
  unsigned seed, bad = 0;
  for (seed = 1; seed <= seeds; seed++) {
    nv_ls_range c[11];
    uint32_t last[11], s = seed * 2654435761u + 7, n;
    sw_rules R;
    nv_ls_jt_rules L;
    int opt;
    char why[160], desc[400];
    n = sw_gen(c, 11, &s);
    sw_gen_rules(&R, &s);
    L.min_entries = R.min_entries;
    L.density = R.density;
    L.max_size = R.max_size;
    for (opt = 0; opt <= 2; opt += 2) {
      nv_ls_partition(&L, c, n, opt, last);
      if (mixed && opt == 2) { /* a table and another run: the search decided something */
        uint32_t i, runs = 0, multi = 0;
        for (i = 0; i < n; i = last[i] + 1) runs++, multi += last[i] > i;
        *mixed += multi && runs > 1;
      }
      if (!sw_check(&R, c, n, opt, last, mutate, why, sizeof why)) {
        bad++;
        if (!mutate) {
          sw_describe(desc, sizeof desc, &R, c, n);
          UT_CHECKF(0, "seed %u -O%d: %s (%s)", seed, opt, why, desc);
          return bad;
        }
      }
    }
  }
  return bad;
}

static void partition_oracle(void) {
  unsigned seeds = ut.quick ? 3000 : 20000, mixed = 0;
  if (!sw_random(seeds, 0, &mixed))
    UT_CHECKF(mixed > seeds / 10, "only %u of %u inputs split into tables and other runs", mixed, seeds);
}

/* The oracle must notice a rule off by one at the density boundary. */
static void partition_oracle_catches_mutation(void) {
  UT_CHECKF(sw_random(20000, 1, NULL) > 0, "a strict density rule gives the same partitions on every input");
}

/* Thousands of clusters: runs longer than the search window must still be allowed. */
static void partition_long(void) {
  unsigned seed;
  uint32_t n = 5000, i, *last = (uint32_t *)malloc(sizeof *last * n), runs, tables;
  nv_ls_range *c = (nv_ls_range *)malloc(sizeof *c * n);
  for (seed = 1; seed <= 4; seed++) {
    uint32_t s = seed * 977u + 3;
    sw_rules R = {4, 10, 4294967295u};
    nv_ls_jt_rules L = {4, 10, 4294967295u};
    char why[160];
    int64_t at = 0;
    for (i = 0; i < n; i++) { /* dense stretches with gaps that break the whole switch */
      at += i % 1500 == 0 ? 200000 : 1 + sw_rand(&s) % (seed * 3);
      c[i].lo = c[i].hi = at;
      c[i].dest = NULL;
    }
    nv_ls_partition(&L, c, n, 2, last);
    runs = tables = 0;
    for (i = 0; i < n; i = last[i] + 1) {
      runs++;
      tables += last[i] - i + 1 >= 4;
      if (last[i] > i && !sw_run_ok(&R, c, i, last[i], 0)) {
        snprintf(why, sizeof why, "seed %u: run %u..%u not dense enough", seed, i, last[i]);
        UT_CHECKF(0, "%s", why);
        break;
      }
    }
    UT_CHECKF(tables >= 4 && runs < n / 100, "seed %u: %u runs, %u tables for %u clusters", seed, runs, tables, n);
  }
  free(last);
  free(c);
}

int main(int argc, char **argv) {
  ut_init(argc, argv, "switch.");
  UT_RUN(partition_oracle);
  UT_RUN(partition_oracle_catches_mutation);
  UT_RUN(partition_long);
  return ut_finish();
}
