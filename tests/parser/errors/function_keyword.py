function f() {
}
