# components (de)
