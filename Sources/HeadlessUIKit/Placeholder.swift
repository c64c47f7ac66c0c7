open class UIView {}
