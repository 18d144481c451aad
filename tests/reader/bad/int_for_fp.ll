; ERROR: 2:19: an integer constant is invalid for type 'float'
@g = global float 1
