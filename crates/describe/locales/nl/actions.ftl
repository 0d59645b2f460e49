# actions (nl)
