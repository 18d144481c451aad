#!/usr/bin/env python3
"""Polynomial coefficients for nvcg's device math library (libmath/nvmath.c): Chebyshev
interpolation (mpmath.chebyfit, near-minimax) of each correction term below, in the
variable the library evaluates it in, printed as float or double literals.

  poly.py [NAME...]     (all when none)

The library holds the printed constants; this script records how they were obtained.
The max error printed is the fit's own (before rounding the coefficients) for float
fits, and sampled on 801 points with the rounded coefficients for double fits."""
import struct
import sys
from mpmath import mp, mpf, exp, log1p, sin, cos, tan, atan, asin, erf, erfc, tanh, sinh, cosh, cbrt, sqrt, pi, log, rgamma
mp.dps = 50

LN2 = log(2)
# name: (g(z), [a, b], terms, double?)   the library computes  P(z) = sum c_k z^k
TABLE = {
    # expf (|x| >= 86.5) and the other users of exp_scaled: e^r = 1 + r + r^2 P(r), |r| <= ln2/2 (+ slack for the reduction's rounding)
    'exp_f': (lambda r: (exp(r) - 1 - r) / r**2 if r else mpf(1) / 2, [-LN2 / 2 - mpf(2)**-9, LN2 / 2 + mpf(2)**-9], 5, 0),
    # exp10f (|x| >= 37.5): 10^r = 1 + r ln10 + r^2 P(r), |r| <= log10(2)/2
    'exp10_f': (lambda r: (10**r - 1 - r * log(10)) / r**2 if r else log(10)**2 / 2, [-log(2, 10) / 2 - mpf(2)**-9, log(2, 10) / 2 + mpf(2)**-9], 6, 0),
    # expf, coshf fast paths: e^r = 1 + r Q(r), |r| <= ln2/2 (+ slack); coshf halves Q
    'expq_f': (lambda r: (exp(r) - 1) / r if r else mpf(1), [-LN2 / 2 - mpf(2)**-9, LN2 / 2 + mpf(2)**-9], 6, 0),
    # exp10f fast path: 10^r = 1 + r Q(r), |r| <= log10(2)/2 (+ slack)
    'exp10q_f': (lambda r: (10**r - 1) / r if r else log(10), [-log(2, 10) / 2 - mpf(2)**-9, log(2, 10) / 2 + mpf(2)**-9], 6, 0),
    # logf:  log(1+f) = f - f^2/2 + f^3 P(f), f in [sqrt(1/2)-1, sqrt(2)-1]
    'log_f': (lambda f: (log1p(f) - f + f**2 / 2) / f**3 if f else mpf(1) / 3, [sqrt(mpf(1) / 2) - 1, sqrt(2) - 1], 9, 0),
    # sinf:  sin(r) = r + r^3 P(r^2), |r| <= pi/4 + 0.01 (the quadrant choice may round)
    'sin_f': (lambda z: (sin(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 6, [0, (pi / 4 + mpf(0.01))**2], 4, 0),
    # cosf:  cos(r) = 1 - r^2/2 + r^4 P(r^2)
    'cos_f': (lambda z: (cos(sqrt(z)) - 1 + z / 2) / z**2 if z else mpf(1) / 24, [0, (pi / 4 + mpf(0.01))**2], 4, 0),
    # tanf:  tan(r) = r + r^3 P(r^2)
    'tan_f': (lambda z: (tan(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else mpf(1) / 3, [0, (pi / 4 + mpf(0.01))**2], 8, 0),
    # atanf: atan(t) = t + t^3 P(t^2), |t| <= 1
    'atan_f': (lambda z: (atan(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 3, [0, 1], 10, 0),
    # asinf: asin(x) = x + x^3 P(x^2), |x| <= 1/2
    'asin_f': (lambda z: (asin(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else mpf(1) / 6, [0, mpf(1) / 4], 6, 0),
    # erff:  erf(x) = x P(x^2), |x| <= 1
    'erf_f': (lambda z: erf(sqrt(z)) / sqrt(z) if z else 2 / sqrt(pi), [0, 1], 7, 0),
    # erff, 1 < |x| < 3.95: erf(x) = P(t), t = x - 2.475 (the interval's middle); erf is
    # near 1 there, so the absolute error of P is what counts (erfcf keeps erfc_mid)
    'erf_mid_f': (lambda t: erf(t + mpf(2.475)), [mpf(1) - mpf(2.475), mpf(3.95) - mpf(2.475)], 16, 0),
    # erfcf: erfc(x) = exp(-x^2 + R(x)), x in [1/2, 2], [2, 4], [4, 10.1]; R in the
    # variable t = x - (middle of the interval), so that Horner's rule does not cancel
    'erfc_f1': (lambda t: log(erfc(t + mpf(1.25))) + (t + mpf(1.25))**2, [-mpf(0.75), mpf(0.75)], 10, 0),
    'erfc_f2': (lambda t: log(erfc(t + 3)) + (t + 3)**2, [-1, 1], 9, 0),
    'erfc_f3': (lambda t: log(erfc(t + 7)) + (t + 7)**2, [-3, mpf(3.1)], 10, 0),
    # tanhf: tanh(x) = x + x^3 P(x^2), |x| <= 0.55
    'tanh_f': (lambda z: (tanh(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 3, [0, mpf(0.55)**2], 5, 0),
    # powf: log2((1+s)/(1-s)) = K s + (K/3) s^3 + s^5 P(s^2), K = 2/ln2, s^2 <= ((sqrt2-1)/(sqrt2+1))^2
    'powlog_f': (lambda z: (log((1 + sqrt(z)) / (1 - sqrt(z))) / LN2 - 2 / LN2 * sqrt(z) - 2 / LN2 / 3 * z * sqrt(z)) / z**mpf(2.5) if z else 2 / LN2 / 5, [0, mpf(0.02944)], 4, 0),
    # powf: 2^r = 1 + r Q(r), |r| <= 1/2 (+ slack for r's rounding)
    'exp2q_f': (lambda r: (2**r - 1) / r if r else LN2, [-mpf(1) / 2 - mpf(2)**-9, mpf(1) / 2 + mpf(2)**-9], 7, 0),
    # sinhf: sinh(x) = x + x^3 P(x^2), |x| <= 1
    'sinh_f': (lambda z: (sinh(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else mpf(1) / 6, [0, 1], 4, 0),
    # f64 exp, exp2, exp10, expm1: e^r = 1 + r + r^2 P(r), |r| <= ln2/2 (+ slack)
    'exp_d': (lambda r: (exp(r) - 1 - r) / r**2 if r else mpf(1) / 2, [-LN2 / 2 - mpf(2)**-10, LN2 / 2 + mpf(2)**-10], 11, 1),
    # f64 logarithms: log(1+f) = 2 atanh(s), s = f/(2+f), |f| <= sqrt(2)-1:
    # 2 atanh(s) = 2s + s R, R = z P(z), z = s^2 <= ((sqrt2-1)/(sqrt2+1))^2 = 0.0294373
    # f64 sin, cos: sin(r) = r + r^3 S(r^2), cos(r) = 1 - r^2/2 + r^4 C(r^2), |r| <= pi/4 (+ slack)
    'sin_d': (lambda z: (sin(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 6, [0, (pi / 4 + mpf(2)**-20)**2], 7, 1),
    'cos_d': (lambda z: (cos(sqrt(z)) - 1 + z / 2) / z**2 if z else mpf(1) / 24, [0, (pi / 4 + mpf(2)**-20)**2], 6, 1),
    # f64 atan: atan(t) = t + t^3 P(t^2), |t| <= 1/2
    'atan_d': (lambda z: (atan(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 3, [0, mpf(1) / 4], 13, 1),
    # f64 asin: asin(x) = x + x^3 P(x^2), |x| <= 1/2
    'asin_d': (lambda z: (asin(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else mpf(1) / 6, [0, mpf(1) / 4], 13, 1),
    # f64 tanh: tanh(x) = x + x^3 P(x^2), |x| <= 0.55
    'tanh_d': (lambda z: (tanh(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 3, [0, mpf(0.55)**2], 11, 1),
    # f64 sinh: sinh(x) = x + x^3 P(x^2), |x| <= 1
    'sinh_d': (lambda z: (sinh(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else mpf(1) / 6, [0, 1], 7, 1),
    # f64 cosh: cosh(x) = 1 + x^2/2 + x^4 P(x^2), |x| <= 1
    'cosh_d': (lambda z: (cosh(sqrt(z)) - 1 - z / 2) / z**2 if z else mpf(1) / 24, [0, 1], 7, 1),
    # f64 pow's logarithm: log(1+r) = r - r^2/2 + r^3 P(r), |r| <= 2^-7 (after the table)
    'logt_d': (lambda r: (log1p(r) - r + r**2 / 2) / r**3 if r else mpf(1) / 3, [-mpf(2)**-7 * mpf(1.001), mpf(2)**-7 * mpf(1.001)], 6, 1),
    # f64 cbrt's first guess: cbrt(m), m in [1, 2] (then one Newton step and a correction)
    'cbrt_d': (lambda m: cbrt(m), [1, 2], 5, 1),
    'log_d': (lambda z: (log((1 + sqrt(z)) / (1 - sqrt(z))) - 2 * sqrt(z)) / sqrt(z) / z if z else mpf(2) / 3, [0, mpf(0.02944)], 8, 1),
}
# sinpif: sin(pi r) = r (PI_F + T(z)), z = r^2 <= 1/16, PI_F = float(pi) = 0x1.921fb6p+1
# (T(0) = pi - PI_F carries pi's low part); cospif: cos(pi r) = 1 + z C(z)
TABLE['sinpi_f'] = (lambda z: (sin(pi * sqrt(z)) / sqrt(z) if z else pi) - mpf(0x1921fb6) / 2**23, [0, mpf(1) / 16], 4, 0)
TABLE['cospi_f'] = (lambda z: (cos(pi * sqrt(z)) - 1) / z if z else -pi**2 / 2, [0, mpf(1) / 16], 4, 0)
# f64 erf: erf(x) = x (2/sqrt(pi) + z P(z)), z = x^2 <= 1
TABLE['erf_d'] = (lambda z: (erf(sqrt(z)) / sqrt(z) - 2 / sqrt(pi)) / z if z else -2 / sqrt(pi) / 3, [0, 1], 13, 1)
# f64 erfc: erfc(x) = e^(-x^2) erfcx(x); erfcx on x in [0.5, 8) in 15 intervals of width
# 1/2, in t = x - (the middle), |t| <= 1/4 (erfcx_d0 .. erfcx_d14)
for _i in range(15):
    TABLE['erfcx_d%d' % _i] = ((lambda m: lambda t: exp((t + m)**2) * erfc(t + m))(mpf(3) / 4 + mpf(_i) / 2), [-mpf(1) / 4, mpf(1) / 4], 14, 1)
# and for x >= 8: erfcx(x) = G(s) / x, s = 1/x^2 <= 1/64, G(0) = 1/sqrt(pi)
TABLE['erfcx_big_d'] = (lambda s: exp(1 / s) * erfc(1 / sqrt(s)) / sqrt(s) if s else 1 / sqrt(pi), [0, mpf(1) / 64], 11, 1)

# f64 erfinv's first guess: erfinv(y) = y P(z), z = y^2 <= 1/4 (then a Newton step)
TABLE['erfinv_d'] = (lambda z: mp.erfinv(sqrt(z)) / sqrt(z) if z else sqrt(pi) / 2, [0, mpf(1) / 4], 10, 1)
# f64 erfinv for |y| <= 3/4 without a Newton step (inv13): erfinv(y) = y (sqrt(pi)/2 + z Q(z)),
# z = y^2, Q on [0, 1/4] (erfinv_dq0) and on [1/4, 9/16] in u = z - 13/32 (erfinv_dq1);
# Q(0) = sqrt(pi)/2 pi/12
def _erfinv_q(z):
    return (mp.erfinv(sqrt(z)) / sqrt(z) - sqrt(pi) / 2) / z if z else sqrt(pi) / 2 * pi / 12
TABLE['erfinv_dq0'] = (_erfinv_q, [0, mpf(1) / 4], 14, 1)
TABLE['erfinv_dq1'] = (lambda u: _erfinv_q(u + mpf(13) / 32), [mpf(1) / 4 - mpf(13) / 32, mpf(9) / 16 - mpf(13) / 32], 18, 1)
# f32 erfcxf (erfcx(x) = e^(x^2) erfc(x)): on [0, 1] and [-1, 0] erfcx itself in t = x -+ 1/2
# (erfcx_f0, erfcx_f1); beyond 1, x erfcx(x) in t = 1/x - 1/2 (erfcx_f2; G(0) = 1/sqrt(pi))
def _erfcx_g(u):
    return exp(1 / u**2) * erfc(1 / u) / u if u else 1 / sqrt(pi)
TABLE['erfcx_f0'] = (lambda t: exp((t + mpf(1) / 2)**2) * erfc(t + mpf(1) / 2), [-mpf(1) / 2, mpf(1) / 2], 10, 0)
TABLE['erfcx_f1'] = (lambda t: exp((t - mpf(1) / 2)**2) * erfc(t - mpf(1) / 2), [-mpf(1) / 2, mpf(1) / 2], 12, 0)
TABLE['erfcx_f2'] = (lambda t: _erfcx_g(t + mpf(1) / 2), [-mpf(1) / 2, mpf(1) / 2], 12, 0)
# f64 erfcinv's first guess for q < 1/2: x(t), t = sqrt(-log q) in [0.83, 27.3], in four
# intervals in u = t - (the middle) (then two Newton steps); erfcinv_d0 .. erfcinv_d3
_ERFCINV_IV = [(mpf('0.83'), 2, 12), (2, 4, 10), (4, 8, 10), (8, mpf('27.3'), 12)]
for _i, (_a, _b, _n) in enumerate(_ERFCINV_IV):
    _m = (mpf(_a) + _b) / 2
    TABLE['erfcinv_d%d' % _i] = ((lambda m: lambda u: mp.findroot(lambda x: log(erfc(x)) + (u + m)**2, u + m if u + m > 1 else mpf(1) / 2))(_m),
                                 [mpf(_a) - _m, mpf(_b) - _m], _n, 1)

# f32 erfinvf, erfcinvf, normcdfinvf (Giles' form, own fits): erfinv(y) = y P(z), z = y^2
# <= 0.5625 (|y| <= 3/4); beyond, w = -log(1 - y^2): erfinv(y) = y p(w) for w in
# [0.2876, 1.3125] (q = 1 - y down to 1/2 for erfcinvf; erfinv_fw1, u = w - 0.8125) and
# [1.3125, 5] (erfinv_fw2, u = w - 3.15625); and erfinv(y) = s + g(u), s = sqrt(w), on
# [sqrt 5, 4] (erfinv_fs1, u = s - 3.125) and [4, 10.2] (erfinv_fs2, u = s - 7.125;
# erfcinvf's q down to 2^-149 gives w = 102.6)
def _erfinv_of_w(w):
    mp.dps = 160  # 1 - e^-w keeps its digits up to w = 104
    x = sqrt(1 - exp(-w))
    return mp.erfinv(x), x
# (the constant terms of P, p also as a float pair, hi rounded toward zero so that lo has
# c0's sign: the library adds them last, c0_hi + (... + c0_lo))
_F32_PAIR = ('erfinv_f', 'erfinv_fw1', 'erfinv_fw2')
TABLE['erfinv_f'] = (lambda z: mp.erfinv(sqrt(z)) / sqrt(z) if z else sqrt(pi) / 2, [0, mpf(9) / 16], 11, 0)
TABLE['erfinv_fw1'] = (lambda u: (lambda yx: yx[0] / yx[1])(_erfinv_of_w(u + mpf('0.8125'))), [mpf('0.2876') - mpf('0.8125'), mpf('1.3125') - mpf('0.8125')], 6, 0)
TABLE['erfinv_fw2'] = (lambda u: (lambda yx: yx[0] / yx[1])(_erfinv_of_w(u + mpf('3.15625'))), [mpf('1.3125') - mpf('3.15625'), 5 - mpf('3.15625')], 10, 0)
TABLE['erfinv_fs1'] = (lambda u: _erfinv_of_w((u + mpf('3.125'))**2)[0] - (u + mpf('3.125')), [sqrt(5) - mpf('3.125'), 4 - mpf('3.125')], 10, 0)
TABLE['erfinv_fs2'] = (lambda u: _erfinv_of_w((u + mpf('7.125'))**2)[0] - (u + mpf('7.125')), [4 - mpf('7.125'), mpf('10.2') - mpf('7.125')], 12, 0)

# f64 lgamma near its zeros: lgamma(x) = (x - 1)(x - 2) g(x), g from five polynomials in
# u = x - c, c = 1, 1.5, 2, 2.5, 3, |u| <= 1/4 (lgamma_d0 .. lgamma_d4)
def _lgamma_g(x):
    if x == 1:
        return +mp.euler
    if x == 2:
        return 1 - mp.euler
    return mp.loggamma(x) / ((x - 1) * (x - 2))
for _i in range(5):
    TABLE['lgamma_d%d' % _i] = ((lambda c: lambda u: _lgamma_g(u + c))(1 + mpf(_i) / 2), [-mpf(1) / 4, mpf(1) / 4], 18, 1)

# f64 cyl_bessel_i0/i1 for x >= 8: I_nu(x) = e^x / sqrt(x) G_nu(s), s = 1/x, G_nu(0) =
# 1/sqrt(2 pi), on s in [0, 1/16] (x >= 16) and [1/16, 1/8] (8 <= x < 16) in u = s - (the
# middle), 14 and 16 terms (besseli0_big_d0/d1, besseli1_big_d0/d1; below 8 the power series)
# f64 tgamma's fast path, x in (-1, 1): Gamma(x) = 1/(x (1 + x) S(x)), S(x) = 1/Gamma(2 + x)
# (entire and positive there: 1/Gamma on [1, 3] lies in [1/2, 1.13])
TABLE['tgamma_rg_d'] = (lambda x: rgamma(2 + x), [-1, 1], 21, 1)

def _besseli_g(nu, s):
    return sqrt(1 / s) * exp(-1 / s) * mp.besseli(nu, 1 / s) if s else 1 / sqrt(2 * pi)
for _nu in (0, 1):
    for _j, (_a, _b, _n) in enumerate([(0, mpf(1) / 16, 14), (mpf(1) / 16, mpf(1) / 8, 16)]):
        _m = (_a + _b) / 2
        TABLE['besseli%d_big_d%d' % (_nu, _j)] = ((lambda nu, m: lambda u: _besseli_g(nu, u + m))(_nu, _m), [_a - _m, _b - _m], _n, 1)

# f32 cyl_bessel_i0f: I0(x) = 1 + z/4 + z^2 P(z), z = x^2 <= 16 (besseli0_f0); from |x| = 4 on
# I0(x) = e^x / sqrt(x) G(s), s = 1/x in (0, 1/4], in t = s - 1/8 (besseli0_f1)
TABLE['besseli0_f0'] = (lambda z: (mp.besseli(0, sqrt(z)) - 1 - z / 4) / z**2 if z else mpf(1) / 64, [0, 16], 7, 0)
TABLE['besseli0_f1'] = (lambda t: _besseli_g(0, t + mpf(1) / 8), [-mpf(1) / 8, mpf(1) / 8], 12, 0)
# f32 cyl_bessel_i1f: I1(x) = x/2 + x z P(z), z = x^2 <= 16 (besseli1_f0); from |x| = 4 on
# I1(x) = e^x / sqrt(x) G(s), s = 1/x in (0, 1/4], in t = s - 1/8 (besseli1_f1)
TABLE['besseli1_f0'] = (lambda z: (mp.besseli(1, sqrt(z)) / sqrt(z) - mpf(1) / 2) / z if z else mpf(1) / 16, [0, 16], 7, 0)
TABLE['besseli1_f1'] = (lambda t: _besseli_g(1, t + mpf(1) / 8), [-mpf(1) / 8, mpf(1) / 8], 12, 0)

# f32 (through f64) Bessel functions j0, j1, y0, y1 (libmath/nvmath.c "Bessel functions of
# integer order"). Below x = 8 each function is a polynomial around 0 or around one of its
# zeros z: f(x) = t P(t), t = x - z (z as a double-double), so that the result keeps its
# relative accuracy near the zero; near 0: J0 = P(x^2), J1 = x P(x^2), and for the second
# kind Y0 = (2/pi) log(x) J0(x) + P(x^2), Y1 = (2/pi) log(x) J1(x) - 2/(pi x) + x P(x^2).
# From x = 8 on, the Hankel form J = sqrt(2/(pi x)) (P cos chi - Q sin chi),
# Y = sqrt(2/(pi x)) (P sin chi + Q cos chi), chi = x - (2 nu + 1) pi/4, with P = p(s) and
# Q = q(s)/x in s = 1/x^2 <= 1/64 (bessel_p0/q0/p1/q1).
from mpmath import besselj, bessely, besseljzero, besselyzero, euler
_BESSEL_ZERO_FITS = [  # name, function, zero, interval of x, coefficients
    ('bessel_j0_d1', lambda x: besselj(0, x), lambda: besseljzero(0, 1), 1.5, 4.0, 16),
    ('bessel_j0_d2', lambda x: besselj(0, x), lambda: besseljzero(0, 2), 4.0, 7.0, 16),
    ('bessel_j0_d3', lambda x: besselj(0, x), lambda: besseljzero(0, 3), 7.0, 8.0, 12),
    ('bessel_j1_d1', lambda x: besselj(1, x), lambda: besseljzero(1, 1), 2.0, 5.4, 18),
    ('bessel_j1_d2', lambda x: besselj(1, x), lambda: besseljzero(1, 2), 5.4, 8.0, 16),
    ('bessel_y0_d1', lambda x: bessely(0, x), lambda: besselyzero(0, 2), 2.5, 5.5, 22),
    ('bessel_y0_d2', lambda x: bessely(0, x), lambda: besselyzero(0, 3), 5.5, 8.0, 16),
    ('bessel_y1_d1', lambda x: bessely(1, x), lambda: besselyzero(1, 1), 2.0, 3.8, 20),
    ('bessel_y1_d2', lambda x: bessely(1, x), lambda: besselyzero(1, 2), 3.8, 7.0, 20),
    ('bessel_y1_d3', lambda x: bessely(1, x), lambda: besselyzero(1, 3), 7.0, 8.0, 12),
    # for the f64 functions (7 ulp below 8): Y0 around its first zero, where the log form's
    # absolute error is too large a relative one, and Y1 between 1.4 and 2, where the log
    # form cancels (both centred on the first zero)
    ('bessel_y0_d3', lambda x: bessely(0, x), lambda: besselyzero(0, 1), 0.7, 1.15, 20),
    ('bessel_y1_d4', lambda x: bessely(1, x), lambda: besselyzero(1, 1), 1.4, 2.0, 16),
]
for _nm, _f, _z, _lo, _hi, _n in _BESSEL_ZERO_FITS:
    TABLE[_nm] = ((lambda f, zf, lo: lambda t: f(zf() + t) / t)(_f, _z, _lo), ((lambda zf, lo: lambda: mpf(lo) - zf())(_z, _lo), (lambda zf, hi: lambda: mpf(hi) - zf())(_z, _hi)), _n, 1)
def _bessel_y0_r(u):
    x = sqrt(u)
    return bessely(0, x) - 2 / pi * log(x) * besselj(0, x) if u else 2 / pi * (euler - log(2))
def _bessel_y1_r(u):
    x = sqrt(u if u else mpf(10)**-60)
    return (bessely(1, x) - 2 / pi * log(x) * besselj(1, x) + 2 / (pi * x)) / x
TABLE['bessel_j0_d0'] = (lambda u: besselj(0, sqrt(u)), [0, mpf(9) / 4], 10, 1)
TABLE['bessel_j1_d0'] = (lambda u: besselj(1, sqrt(u)) / sqrt(u) if u else mpf(1) / 2, [0, 4], 10, 1)
TABLE['bessel_y0_d0'] = (_bessel_y0_r, [0, mpf(25) / 4], 12, 1)
TABLE['bessel_y1_d0'] = (_bessel_y1_r, [0, 4], 12, 1)
def _bessel_pq(nu, w, s):
    if not s:
        return mpf(1) if w == 'p' else (4 * nu * nu - 1) / mpf(8)
    x = 1 / sqrt(s)
    chi, a = x - (2 * nu + 1) * pi / 4, sqrt(pi * x / 2)
    j, y = besselj(nu, x), bessely(nu, x)
    return a * (j * cos(chi) + y * sin(chi)) if w == 'p' else x * a * (y * cos(chi) - j * sin(chi))
for _nu in (0, 1):
    TABLE['bessel_p%d' % _nu] = ((lambda nu: lambda s: _bessel_pq(nu, 'p', s))(_nu), [0, mpf(1) / 64], 12, 1)
    TABLE['bessel_q%d' % _nu] = ((lambda nu: lambda s: _bessel_pq(nu, 'q', s))(_nu), [0, mpf(1) / 64], 14, 1)
# the f64 j0, j1, y0, y1 from x = 8 to 2^30 (CUDA's bound there is 5e-12 absolute): P and q
# with 8 terms each (within 5.5e-14 and 3.8e-13 on s <= 1/64; Q = q/x), and sin r = r + r^3
# S(z), cos r = 1 + z C(z), z = r^2, |r| <= pi/4 (+ slack), within 1.4e-14 and 2.1e-16
# (bessel_hp0/hq0/hp1/hq1, bessel_hs_d, bessel_hc_d)
for _nu in (0, 1):
    TABLE['bessel_hp%d' % _nu] = ((lambda nu: lambda s: _bessel_pq(nu, 'p', s))(_nu), [0, mpf(1) / 64], 8, 1)
    TABLE['bessel_hq%d' % _nu] = ((lambda nu: lambda s: _bessel_pq(nu, 'q', s))(_nu), [0, mpf(1) / 64], 8, 1)
TABLE['bessel_hs_d'] = (lambda z: (sin(sqrt(z)) - sqrt(z)) / z**mpf(1.5) if z else -mpf(1) / 6, [0, (pi / 4 + mpf(2)**-20)**2], 5, 1)
TABLE['bessel_hc_d'] = (lambda z: (cos(sqrt(z)) - 1) / z if z else -mpf(1) / 2, [0, (pi / 4 + mpf(2)**-20)**2], 6, 1)

# f32 j0f j1f y0f y1f (nvmath.c bjf13_*): the same pieces in f32. Below 8 around a zero,
# f = t P(t) (the zero printed as two floats, hi + lo); near 0 J0 = P(u) (absolute fit to
# u = 6.25, which Y0's log form uses up to x = 2.5), J1 = x P(u), Y0 = (2/pi) log(x) J0 + P(u),
# Y1 = (2/pi) (log(x) J1 - 1/x) + x P(u), u = x^2. From 8 on the modulus and phase,
# J + iY = sqrt(2/(pi x)) M e^(i (x - (2 nu + 1) pi/4 + phi)): M = m(s), phi = p(s)/x, s = 1/x^2.
_BJF13_ZERO_FITS = [  # name, function, zero, interval of x, coefficients
    ('bjf13_j0a', lambda x: besselj(0, x), lambda: besseljzero(0, 1), 1.5, 4.0, 9),
    ('bjf13_j0b', lambda x: besselj(0, x), lambda: besseljzero(0, 2), 4.0, 7.0, 10),
    ('bjf13_j0c', lambda x: besselj(0, x), lambda: besseljzero(0, 3), 7.0, 8.0, 7),
    ('bjf13_j1a', lambda x: besselj(1, x), lambda: besseljzero(1, 1), 2.0, 5.4, 11),
    ('bjf13_j1b', lambda x: besselj(1, x), lambda: besseljzero(1, 2), 5.4, 8.0, 9),
    ('bjf13_y0a', lambda x: bessely(0, x), lambda: besselyzero(0, 1), 0.7, 1.15, 9),
    ('bjf13_y0b', lambda x: bessely(0, x), lambda: besselyzero(0, 2), 2.5, 5.5, 11),
    ('bjf13_y0c', lambda x: bessely(0, x), lambda: besselyzero(0, 3), 5.5, 8.0, 9),
    ('bjf13_y1a', lambda x: bessely(1, x), lambda: besselyzero(1, 1), 1.4, 3.8, 14),
    ('bjf13_y1b', lambda x: bessely(1, x), lambda: besselyzero(1, 2), 3.8, 7.0, 10),
    ('bjf13_y1c', lambda x: bessely(1, x), lambda: besselyzero(1, 3), 7.0, 8.0, 7),
]
for _nm, _f, _z, _lo, _hi, _n in _BJF13_ZERO_FITS:
    TABLE[_nm] = ((lambda f, zf: lambda t: f(zf() + t) / t)(_f, _z), ((lambda zf, lo: lambda: mpf(lo) - zf())(_z, _lo), (lambda zf, hi: lambda: mpf(hi) - zf())(_z, _hi)), _n, 0)
def _bjf13_y1r(u):
    x = sqrt(u if u else mpf(10)**-30)
    return (bessely(1, x) - 2 / pi * (log(x) * besselj(1, x) - 1 / x)) / x
TABLE['bjf13_j0s'] = (lambda u: besselj(0, sqrt(u)), [0, mpf(25) / 4], 7, 0)
TABLE['bjf13_j1s'] = (lambda u: besselj(1, sqrt(u)) / sqrt(u) if u else mpf(1) / 2, [0, 4], 6, 0)
TABLE['bjf13_y0s'] = (_bessel_y0_r, [0, mpf(25) / 4], 7, 0)
TABLE['bjf13_y1s'] = (_bjf13_y1r, [0, mpf(196) / 100], 5, 0)
def _bjf13_mp(nu, w, s):
    if not s:
        return mpf(1) if w == 'm' else (4 * nu * nu - 1) / mpf(8)
    x = 1 / sqrt(s)
    j, y = besselj(nu, x), bessely(nu, x)
    if w == 'm':
        return sqrt((j * j + y * y) * pi * x / 2)
    ph = mp.atan2(y, j) - (x - (2 * nu + 1) * pi / 4)
    return (ph - 2 * pi * mp.floor(ph / (2 * pi) + mpf(1) / 2)) * x
for _nu in (0, 1):
    TABLE['bjf13_m%d' % _nu] = ((lambda nu: lambda s: _bjf13_mp(nu, 'm', s))(_nu), [0, mpf(1) / 64], 4, 0)
    TABLE['bjf13_p%d' % _nu] = ((lambda nu: lambda s: _bjf13_mp(nu, 'p', s))(_nu), [0, mpf(1) / 64], 4, 0)

# f32 tgammaf (gam12): 1/Gamma(1 + t) = 1 + t Q(t), |t| <= 1/2 (tgamma_rq_f); Stirling's
# correction lgamma(z) - ((z - 1/2) log z - z + log(2 pi)/2) = w S(w^2), w = 1/z, z >= 3.5
# (tgamma_st_f, S(0) = 1/12)
TABLE['tgamma_rq_f'] = (lambda t: (1 / mp.gamma(1 + t) - 1) / t if t else +euler, [-mpf(1) / 2, mpf(1) / 2], 9, 0)
TABLE['tgamma_st_f'] = (lambda v: (lambda z: z * (mp.loggamma(z) - ((z - mpf(1) / 2) * log(z) - z + log(2 * pi) / 2)))(1 / sqrt(v)) if v else mpf(1) / 12,
                        [0, (mpf(2) / 7)**2], 4, 0)
# and its logarithm's tail after a 16-entry table: log(1 + r) = r - r^2/2 + r^3 P(r), |r| <= 5/128
TABLE['tgamma_log_f'] = (lambda r: (log1p(r) - r + r**2 / 2) / r**3 if abs(r) > mpf(2)**-40 else mpf(1) / 3 - r / 4, [-mpf(5) / 128, mpf(5) / 128], 4, 0)

# f32 lgammaf (lg13): lgamma(y) = (y - 1)(y - 2) g(y) on [0.75, 3.75) (g as in the f64 fits
# above), g from four polynomials in u = y - c: c = 1 and 1.5 with |u| <= 1/4, c = 2.25 and
# 3.25 with |u| <= 1/2 (lgamma_f0 .. lgamma_f3; relative 2^-29, 2^-34, 2^-30, 2^-35)
for _i, (_c, _h) in enumerate([(1, mpf(1) / 4), (mpf(3) / 2, mpf(1) / 4), (mpf(9) / 4, mpf(1) / 2), (mpf(13) / 4, mpf(1) / 2)]):
    TABLE['lgamma_f%d' % _i] = ((lambda c: lambda u: _lgamma_g(u + c))(_c), [-_h, _h], 9, 0)

def main():
    for nm in sys.argv[1:] or sorted(TABLE):
        g, iv, n, dbl = TABLE[nm]
        mp.dps = 100 if dbl else 50  # the f64 fits' functions cancel heavily at 50 digits
        a, b = [mpf(v() if callable(v) else v) for v in iv]
        c = mp.chebyfit(g, [a, b], n)[::-1]  # lowest degree first
        if dbl:  # the rounded coefficients' error, sampled (chebyfit's estimate cancels for tiny intervals)
            cr = [mpf(float(x)) for x in c]
            pts = [a + (b - a) * k / 800 for k in range(801)]
            pts = [x if abs(x) > mpf(10)**-30 else mpf(0) for x in pts]  # the midpoint of a symmetric interval
            e = max(abs(mp.polyval(cr[::-1], x) - g(x)) for x in pts)
        else:
            e = mp.chebyfit(g, [a, b], n, error=True)[1]
        print('%s: max abs error %s (2^%.1f)' % (nm, mp.nstr(e, 4), float(log(e, 2))))
        print('  ' + ', '.join(('%.17e' if dbl else '%.9ef') % float(x) for x in c))
        if nm in _F32_PAIR:  # the constant term as a float pair, hi + lo
            b = struct.unpack('<I', struct.pack('<f', float(c[0])))[0]
            hi = mpf(struct.unpack('<f', struct.pack('<I', b))[0])
            if abs(hi) > abs(c[0]):  # hi toward zero, so that lo has c0's sign
                hi = mpf(struct.unpack('<f', struct.pack('<I', b - 1))[0])
            print('  c0 = %.9ef + %.9ef' % (float(hi), float(c[0] - hi)))
        for zn, _f, zf, _lo, _hi, _n in _BESSEL_ZERO_FITS:  # the centre, as a double-double
            if zn == nm:
                z = zf()
                print('  zero: %.17e, %.17e' % (float(z), float(z - mpf(float(z)))))
        for zn, _f, zf, _lo, _hi, _n in _BJF13_ZERO_FITS:  # the centre, as two floats
            if zn == nm:
                z = zf()
                zh = struct.unpack('<f', struct.pack('<f', float(z)))[0]
                print('  zero: %.9ef, %.9ef' % (zh, float(z - mpf(zh))))


main()
