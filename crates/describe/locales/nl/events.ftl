# events (nl)
