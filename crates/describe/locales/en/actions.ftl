# actions (en)
