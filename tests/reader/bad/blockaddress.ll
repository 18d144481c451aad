; ERROR: 2:17: 'blockaddress' constants are not supported
@g = global ptr blockaddress(@f, %bb)
