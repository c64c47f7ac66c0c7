let s = "tapwise:disable:next" /* tapwise:disable:next tooSmall */
