# help (de)
