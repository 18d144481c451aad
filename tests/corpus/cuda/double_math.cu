// Double precision: an all-pairs n-body step (sqrt, division, fma), Horner polynomials,
// Newton iterations for 1/sqrt, and a compensated (Kahan) row sum.
#include "nvcg_cuda.h"

/* pos: 4 doubles per body (x, y, z, mass); acc: 3 doubles per body. */
extern "C" __global__ void nbody_f64(const double *pos, double *acc, int nbody, double soft2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nbody) return;
  double xi = pos[4 * i], yi = pos[4 * i + 1], zi = pos[4 * i + 2];
  double ax = 0.0, ay = 0.0, az = 0.0;
  for (int j = 0; j < nbody; ++j) {
    double dx = pos[4 * j] - xi, dy = pos[4 * j + 1] - yi, dz = pos[4 * j + 2] - zi;
    double r2 = fma(dx, dx, fma(dy, dy, fma(dz, dz, soft2)));
    double inv = 1.0 / (r2 * sqrt(r2));
    double s = fabs(pos[4 * j + 3]) * inv;
    ax = fma(dx, s, ax);
    ay = fma(dy, s, ay);
    az = fma(dz, s, az);
  }
  acc[3 * i] = ax;
  acc[3 * i + 1] = ay;
  acc[3 * i + 2] = az;
}

extern "C" __global__ void poly_newton_f64(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = in[i];
  /* exp(x) Taylor to degree 8, Horner */
  double p = 1.0 / 40320.0;
  p = fma(p, x, 1.0 / 5040.0);
  p = fma(p, x, 1.0 / 720.0);
  p = fma(p, x, 1.0 / 120.0);
  p = fma(p, x, 1.0 / 24.0);
  p = fma(p, x, 1.0 / 6.0);
  p = fma(p, x, 0.5);
  p = fma(p, x, 1.0);
  p = fma(p, x, 1.0);
  /* 1/sqrt(a) by Newton from a rough start, a in [1, 3) */
  double a = fabs(x) * 2.0 + 1.0;
  double y = 0.6;
  for (int k = 0; k < 6; ++k) y = y * (1.5 - 0.5 * a * y * y);
  out[3 * i] = p;
  out[3 * i + 1] = y;
  out[3 * i + 2] = fmin(fmax(x * 10.0, -3.0), 3.0) + floor(x * 7.5);
}

extern "C" __global__ void kahan_rowsum_f64(const double *m, double *out, int rows, int cols) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows) return;
  double s = 0.0, c = 0.0;
  for (int k = 0; k < cols; ++k) {
    double y = m[(long)r * cols + k] * 1.0e-3 - c;
    double t = s + y;
    c = (t - s) - y;
    s = t;
  }
  out[r] = s;
}
