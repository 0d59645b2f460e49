# decisions (de)
