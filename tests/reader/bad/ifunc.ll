; ERROR: 2:6: ifuncs are not supported
@a = ifunc void (), ptr @r
define ptr @r() {
  ret ptr null
}
