# terminal (de)
