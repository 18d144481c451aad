; ERROR: 3:16: zeroinitializer is invalid for type '%O'
%O = type opaque
@g = global %O zeroinitializer
