#!/bin/sh
# Installs the Debian packages the test suites use, when one is missing and this runs as
# root with apt-get (CI, a fresh container); otherwise it only says what is missing and
# the suites that need it report SKIP. Run by tests/run.sh (so by `make test`) before the
# suites; cheap when everything is there (nothing is fetched).
#
#   tests/install-tools.sh [-q]      (-q: quiet when nothing is missing)
#
# One line per package: the file or command that shows it is installed.
missing=
check() { # package path-or-command
  case $2 in
    /*) ls $2 >/dev/null 2>&1 ;; # a path, perhaps a glob
    *) command -v "$2" >/dev/null 2>&1 ;;
  esac || missing="$missing $1"
}
check clang-14 clang-14
check llvm-14-tools /usr/lib/llvm-14/bin/FileCheck
check llvm-14 llc-14
check libclang-rt-14-dev "/usr/lib/llvm-14/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a"
check spirv-headers /usr/include/spirv/unified1/spirv.h
check spirv-tools spirv-val
check glslang-tools glslangValidator
check llvm-spirv-14 llvm-spirv-14
check libmpfr-dev /usr/include/mpfr.h
[ -n "$missing" ] || { [ "${1:-}" = -q ] || echo "test tools: all installed"; exit 0; }
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing missing test tools:$missing"
  log=${TMPDIR:-/tmp}/nvcg-apt.log
  if (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $missing) >"$log" 2>&1; then
    echo "installed:$missing"
  else
    echo "apt-get failed (see $log); tests that need$missing will SKIP"
  fi
else
  echo "missing test tools (not root or no apt-get, so not installed):$missing"
fi
exit 0
