# actions (de)
