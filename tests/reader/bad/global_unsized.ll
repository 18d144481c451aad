; ERROR: 3:13: the type of a global variable with an initializer is not sized
%O = type opaque
@g = global [2 x %O] zeroinitializer
