let x = "ÿþ"
