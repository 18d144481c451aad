; ERROR: 3:1: a function body needs at least one block
define void @f() {
}
