public enum TapwiseCoreVersion {}
